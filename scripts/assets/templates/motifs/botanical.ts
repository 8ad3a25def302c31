import type { Rng } from '../prng.js';
import { el, g, n, tf, type SvgDoc } from '../svg.js';
import { leafPath } from './shapes.js';

/** Flowers and foliage drawn around the origin; callers place them with transforms. */

export interface Petals {
  light: string;
  mid: string;
  dark: string;
}

/** Point and tangent angle on a quadratic curve from (0,0) to (len,0) with control (len/2, bend). */
function onStem(len: number, bend: number, t: number): { x: number; y: number; a: number } {
  const x = len * t;
  const y = 2 * (1 - t) * t * bend;
  const a = Math.atan2(2 * bend * (1 - 2 * t), len);
  return { x, y, a };
}

/** Silver-dollar eucalyptus: round leaves alternating along a gently bent stem, pointing +x. */
export function eucalyptusSprig(rng: Rng, len: number, leafR: number, colors: readonly string[], bend = 0.12): string {
  const b = len * bend;
  const parts = [el('path', { d: `M0 0Q${n(len / 2)} ${n(b)} ${n(len)} 0`, fill: 'none', stroke: '#7d8f78', 'stroke-width': leafR * 0.09, 'stroke-linecap': 'round' })];
  const count = Math.max(5, Math.round(len / (leafR * 0.95)));
  for (let i = 0; i < count; i += 1) {
    const t = 0.1 + (0.9 * i) / (count - 1);
    const p = onStem(len, b, t);
    const side = i % 2 === 0 ? 1 : -1;
    const r = leafR * (1 - 0.5 * t) * rng.range(0.9, 1.1);
    const ang = (p.a * 180) / Math.PI + side * rng.range(35, 55);
    const color = rng.pick(colors);
    parts.push(
      g(
        { transform: tf(p.x, p.y, ang) },
        el('ellipse', { cx: r * 0.95, cy: 0, rx: r, ry: r * 0.86, fill: color, opacity: 0.93 }),
        el('path', { d: `M${n(r * 0.15)} 0Q${n(r)} ${n(r * 0.06)} ${n(r * 1.7)} 0`, stroke: '#ffffff', 'stroke-width': r * 0.05, opacity: 0.35, fill: 'none' }),
      ),
    );
  }
  return g({}, ...parts);
}

/** Slim pointed leaves along a stem (olive / willow / ruscus), pointing +x. */
export function leafySprig(rng: Rng, len: number, leafLen: number, colors: readonly string[], bend = 0.1): string {
  const b = len * bend;
  const parts = [el('path', { d: `M0 0Q${n(len / 2)} ${n(b)} ${n(len)} 0`, fill: 'none', stroke: colors[0] ?? '#6b8a6b', 'stroke-width': leafLen * 0.05, 'stroke-linecap': 'round' })];
  const count = Math.max(4, Math.round(len / (leafLen * 0.45)));
  for (let i = 0; i < count; i += 1) {
    const t = 0.12 + (0.88 * i) / (count - 1);
    const p = onStem(len, b, t);
    const side = i % 2 === 0 ? 1 : -1;
    const l = leafLen * (1 - 0.35 * t) * rng.range(0.9, 1.1);
    const ang = (p.a * 180) / Math.PI + side * rng.range(30, 45);
    parts.push(el('path', { d: leafPath(l, l * 0.36), transform: tf(p.x, p.y, ang), fill: rng.pick(colors) }));
  }
  parts.push(el('path', { d: leafPath(leafLen * 0.8, leafLen * 0.3), transform: tf(len, 0, (onStem(len, b, 1).a * 180) / Math.PI), fill: rng.pick(colors) }));
  return g({}, ...parts);
}

/** Top view of a garden rose: three rings of cupped petals and a spiral bud. */
export function rose(doc: SvgDoc, r: number, colors: Petals, turn = 0): string {
  const grad = doc.id('rose');
  doc.def(
    el(
      'radialGradient',
      { id: grad, gradientUnits: 'userSpaceOnUse', cx: 0, cy: 0, r },
      el('stop', { offset: 0, 'stop-color': colors.dark }),
      el('stop', { offset: 0.55, 'stop-color': colors.mid }),
      el('stop', { offset: 1, 'stop-color': colors.light }),
    ),
  );
  const petal = (rin: number, rout: number, w: number, angle: number): string =>
    el('path', {
      d:
        `M${n(-w * 0.35)} ${n(-rin)}C${n(-w * 1.1)} ${n(-rin - (rout - rin) * 0.35)} ${n(-w * 0.9)} ${n(-rout)} 0 ${n(-rout)}` +
        `C${n(w * 0.9)} ${n(-rout)} ${n(w * 1.1)} ${n(-rin - (rout - rin) * 0.35)} ${n(w * 0.35)} ${n(-rin)}Z`,
      transform: `rotate(${n(angle)})`,
      fill: `url(#${grad})`,
      stroke: colors.dark,
      'stroke-opacity': 0.35,
      'stroke-width': r * 0.018,
    });
  const rings: Array<[number, number, number, number, number]> = [
    // count, inner radius, outer radius, half width, angle offset
    [6, 0.3, 1, 0.58, 0],
    [5, 0.2, 0.8, 0.5, 33],
    [4, 0.1, 0.58, 0.42, 12],
  ];
  const parts = rings.flatMap(([count, rin, rout, w, off]) =>
    Array.from({ length: count }, (_, i) => petal(rin * r, rout * r, w * r, off + turn + (360 * i) / count)),
  );
  parts.push(
    el('circle', { r: r * 0.27, fill: colors.dark, opacity: 0.85 }),
    el('path', {
      d: `M${n(-r * 0.2)} ${n(r * 0.02)}A${n(r * 0.17)} ${n(r * 0.17)} 0 1 1 ${n(r * 0.12)} ${n(r * 0.14)}M${n(-r * 0.08)} ${n(-r * 0.02)}A${n(r * 0.08)} ${n(r * 0.08)} 0 1 1 ${n(r * 0.06)} ${n(r * 0.05)}`,
      fill: 'none',
      stroke: colors.light,
      'stroke-width': r * 0.035,
      'stroke-linecap': 'round',
      opacity: 0.8,
      transform: `rotate(${n(turn)})`,
    }),
  );
  return g({}, ...parts);
}

/** Five-petal filler blossom. */
export function blossom(r: number, fill: string, centre: string, petals = 5): string {
  const parts = Array.from({ length: petals }, (_, i) =>
    el('ellipse', { cx: 0, cy: -r * 0.55, rx: r * 0.36, ry: r * 0.55, fill, transform: `rotate(${n((360 * i) / petals)})` }),
  );
  parts.push(el('circle', { r: r * 0.22, fill: centre }));
  return g({}, ...parts);
}

/** Laurel branch along +x: pairs of leaves angled towards the tip, leaves shrinking outwards. */
export function laurelBranch(len: number, leafLen: number, fill: string, bend = 0.18, stroke?: string): string {
  const b = len * bend;
  const parts = [el('path', { d: `M0 0Q${n(len / 2)} ${n(b)} ${n(len)} 0`, fill: 'none', stroke: stroke ?? fill, 'stroke-width': leafLen * 0.07, 'stroke-linecap': 'round' })];
  const count = Math.max(4, Math.round(len / (leafLen * 0.42)));
  for (let i = 0; i < count; i += 1) {
    const t = 0.08 + (0.86 * i) / (count - 1);
    const p = onStem(len, b, t);
    const l = leafLen * (1 - 0.3 * t);
    const base = (p.a * 180) / Math.PI;
    for (const side of [1, -1]) {
      parts.push(el('path', { d: leafPath(l, l * 0.46), transform: tf(p.x, p.y, base + side * 40), fill }));
    }
  }
  parts.push(el('path', { d: leafPath(leafLen * 0.75, leafLen * 0.3), transform: tf(len, 0, (onStem(len, b, 1).a * 180) / Math.PI), fill }));
  return g({}, ...parts);
}

/** Two laurel branches curving up from a common base into an open wreath of radius r. */
export function laurelWreath(r: number, leafLen: number, fill: string, openingDeg = 70): string {
  const sweep = 180 - openingDeg / 2;
  const steps = Math.max(6, Math.round((sweep * Math.PI * r) / 180 / (leafLen * 0.45)));
  const side = (dir: 1 | -1): string => {
    const parts: string[] = [];
    const d: string[] = [];
    for (let i = 0; i <= steps; i += 1) {
      const a = ((90 + dir * (i / steps) * sweep) * Math.PI) / 180;
      const x = Math.cos(a) * r;
      const y = Math.sin(a) * r;
      d.push(`${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`);
      if (i === 0) continue;
      const tangent = (Math.atan2(dir * Math.cos(a), -dir * Math.sin(a)) * 180) / Math.PI;
      const l = leafLen * (1 - 0.35 * (i / steps));
      for (const s of [1, -1]) parts.push(el('path', { d: leafPath(l, l * 0.38), transform: tf(x, y, tangent + s * 35), fill }));
    }
    return g({}, el('path', { d: d.join(''), fill: 'none', stroke: fill, 'stroke-width': leafLen * 0.07 }), ...parts);
  };
  return g({}, side(1), side(-1));
}
