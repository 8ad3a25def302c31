import type { Rng } from '../prng.js';
import { el, g, n } from '../svg.js';
import { smoothOpen } from './shapes.js';

/** Kids' party pieces: puffy clouds, rainbows, animal faces and crayon strokes. */

/** A puffy cloud of width w, centred on its flat base's midpoint, with a soft tinted underside. */
export function cloud(w: number, fill = '#ffffff', shade = '#cfe4f7'): string {
  const bumps: Array<[number, number, number]> = [
    [-0.3, -0.14, 0.2],
    [-0.05, -0.27, 0.27],
    [0.25, -0.17, 0.21],
    [0.42, -0.06, 0.11],
    [-0.44, -0.05, 0.1],
  ];
  const shape = (dy: number, color: string): string =>
    g(
      { fill: color, transform: `translate(0 ${n(dy)})` },
      el('rect', { x: -w * 0.48, y: -w * 0.12, width: w * 0.96, height: w * 0.12, rx: w * 0.06 }),
      ...bumps.map(([x, y, r]) => el('circle', { cx: x * w, cy: y * w, r: r * w })),
    );
  return g({}, shape(w * 0.035, shade), shape(0, fill));
}

/** Concentric arcs (upper half), outermost colour first, centred on the origin. */
export function rainbow(r: number, stripe: number, colors: readonly string[]): string {
  return g(
    { fill: 'none', 'stroke-width': stripe * 1.02 },
    ...colors.map((c, i) => {
      const rr = r - i * stripe;
      return el('path', { d: `M${n(-rr)} 0A${n(rr)} ${n(rr)} 0 0 1 ${n(rr)} 0`, stroke: c });
    }),
  );
}

export type Animal = 'bear' | 'bunny' | 'cat' | 'panda' | 'fox';

/** A round animal face of radius s centred on the origin. */
export function animalFace(kind: Animal, s: number): string {
  const palette: Record<Animal, { fur: string; inner: string; muzzle: string }> = {
    bear: { fur: '#c98f5d', inner: '#f2c6a0', muzzle: '#f4dcc2' },
    bunny: { fur: '#f4f0ee', inner: '#f7b9c8', muzzle: '#ffffff' },
    cat: { fur: '#f6b26b', inner: '#ffd9b0', muzzle: '#fff1e0' },
    panda: { fur: '#fafafa', inner: '#2f2f36', muzzle: '#ffffff' },
    fox: { fur: '#ef8a4c', inner: '#fff1e6', muzzle: '#fff7f0' },
  };
  const c = palette[kind];
  const ears: string[] = [];
  for (const side of [-1, 1]) {
    if (kind === 'bunny') {
      ears.push(
        el('ellipse', { cx: side * s * 0.42, cy: -s * 1.2, rx: s * 0.26, ry: s * 0.7, fill: c.fur, transform: `rotate(${side * 10} ${n(side * s * 0.42)} ${n(-s * 1.2)})` }),
        el('ellipse', { cx: side * s * 0.42, cy: -s * 1.15, rx: s * 0.13, ry: s * 0.5, fill: c.inner, transform: `rotate(${side * 10} ${n(side * s * 0.42)} ${n(-s * 1.15)})` }),
      );
    } else if (kind === 'cat' || kind === 'fox') {
      const tip = kind === 'fox' ? 1.45 : 1.25;
      ears.push(
        el('path', { d: `M${n(side * s * 0.85)} ${n(-s * 0.35)}L${n(side * s * 0.78)} ${n(-s * tip)}L${n(side * s * 0.2)} ${n(-s * 0.85)}Z`, fill: c.fur, 'stroke-linejoin': 'round', stroke: c.fur, 'stroke-width': s * 0.12 }),
        el('path', { d: `M${n(side * s * 0.7)} ${n(-s * 0.55)}L${n(side * s * 0.72)} ${n(-s * (tip - 0.2))}L${n(side * s * 0.38)} ${n(-s * 0.82)}Z`, fill: kind === 'fox' ? '#3b2a24' : c.inner }),
      );
    } else {
      ears.push(el('circle', { cx: side * s * 0.72, cy: -s * 0.72, r: s * 0.33, fill: kind === 'panda' ? c.inner : c.fur }), el('circle', { cx: side * s * 0.72, cy: -s * 0.72, r: s * 0.17, fill: kind === 'panda' ? '#55555f' : c.inner }));
    }
  }
  const eyes: string[] = [];
  for (const side of [-1, 1]) {
    if (kind === 'panda') eyes.push(el('ellipse', { cx: side * s * 0.36, cy: -s * 0.02, rx: s * 0.2, ry: s * 0.26, fill: c.inner, transform: `rotate(${side * -25} ${n(side * s * 0.36)} ${n(-s * 0.02)})` }));
    eyes.push(el('circle', { cx: side * s * 0.34, cy: -s * 0.05, r: s * 0.085, fill: kind === 'panda' ? '#ffffff' : '#2d2a32' }));
    eyes.push(el('circle', { cx: side * s * 0.34 + s * 0.03, cy: -s * 0.08, r: s * 0.03, fill: kind === 'panda' ? '#2d2a32' : '#ffffff' }));
    eyes.push(el('ellipse', { cx: side * s * 0.58, cy: s * 0.25, rx: s * 0.15, ry: s * 0.09, fill: '#ff8fa3', opacity: 0.55 }));
  }
  const face =
    kind === 'fox'
      ? el('path', { d: `M${n(-s * 0.95)} ${n(-s * 0.1)}Q${n(-s * 0.3)} ${n(s * 0.05)} 0 ${n(s * 0.95)}Q${n(s * 0.3)} ${n(s * 0.05)} ${n(s * 0.95)} ${n(-s * 0.1)}Q${n(s)} ${n(s * 0.9)} 0 ${n(s)}Q${n(-s)} ${n(s * 0.9)} ${n(-s * 0.95)} ${n(-s * 0.1)}Z`, fill: c.muzzle })
      : el('ellipse', { cx: 0, cy: s * 0.3, rx: s * 0.34, ry: s * 0.25, fill: c.muzzle });
  return g(
    {},
    ...ears,
    el('circle', { r: s, fill: c.fur }),
    face,
    ...eyes,
    el('ellipse', { cx: 0, cy: s * 0.2, rx: s * 0.1, ry: s * 0.07, fill: '#3b2a2a' }),
    el('path', { d: `M${n(-s * 0.12)} ${n(s * 0.34)}Q${n(-s * 0.06)} ${n(s * 0.42)} 0 ${n(s * 0.3)}Q${n(s * 0.06)} ${n(s * 0.42)} ${n(s * 0.12)} ${n(s * 0.34)}`, fill: 'none', stroke: '#3b2a2a', 'stroke-width': s * 0.04, 'stroke-linecap': 'round' }),
  );
}

/** Jitter every point a little: the hand-drawn wobble of a crayon line. */
export function wobble(rng: Rng, pts: ReadonlyArray<readonly [number, number]>, amount: number): Array<[number, number]> {
  return pts.map(([x, y]) => [x + rng.range(-amount, amount), y + rng.range(-amount, amount)]);
}

/** A crayon stroke: the line drawn twice, slightly offset and translucent, as wax would leave it. */
export function crayon(rng: Rng, pts: ReadonlyArray<readonly [number, number]>, color: string, width: number): string {
  const a = smoothOpen(wobble(rng, pts, width * 0.35));
  const b = smoothOpen(wobble(rng, pts, width * 0.5));
  const common = { fill: 'none', stroke: color, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;
  return g({}, el('path', { d: a, ...common, 'stroke-width': width, opacity: 0.85 }), el('path', { d: b, ...common, 'stroke-width': width * 0.55, opacity: 0.55 }));
}
