import type { Rect } from '../layout.js';
import type { Rng } from '../prng.js';
import { el, g, n } from '../svg.js';
import { starPath } from './shapes.js';

/** School and university pieces: book spines on a shelf, a heraldic shield, washi tape, spiral binding. */

/** A row of book spines standing on y = baseY between x0 and x1, up to maxH tall, on a wooden shelf. */
export function bookRow(rng: Rng, x0: number, x1: number, baseY: number, maxH: number, colors: readonly string[], gilt: string): string {
  const books: string[] = [];
  let x = x0;
  while (x < x1) {
    const w = Math.min(maxH * rng.range(0.14, 0.24), x1 - x);
    if (w < maxH * 0.05) break;
    const h = maxH * rng.range(0.68, 1);
    const fill = rng.pick(colors);
    const top = baseY - h;
    books.push(
      el('rect', { x, y: top, width: w * 0.96, height: h, rx: w * 0.08, fill }),
      el('path', { d: `M${n(x + w * 0.1)} ${n(top + h * 0.12)}H${n(x + w * 0.86)}M${n(x + w * 0.1)} ${n(top + h * 0.17)}H${n(x + w * 0.86)}M${n(x + w * 0.1)} ${n(top + h * 0.84)}H${n(x + w * 0.86)}`, stroke: gilt, 'stroke-width': Math.max(w * 0.05, 1.5) }),
      el('rect', { x: x + w * 0.22, y: top + h * 0.3, width: w * 0.52, height: h * 0.3, rx: w * 0.05, fill: gilt, opacity: 0.35 }),
    );
    x += w;
  }
  return g({}, ...books);
}

/** A heraldic shield of half-width s centred on the origin: a chevron, an open book and three stars. */
export function crestShield(s: number, field: string, charge: string, rim: string): string {
  const shield = `M${n(-s)} ${n(-s * 1.1)}H${n(s)}V${n(s * 0.1)}C${n(s)} ${n(s * 0.75)} ${n(s * 0.45)} ${n(s * 1.1)} 0 ${n(s * 1.3)}C${n(-s * 0.45)} ${n(s * 1.1)} ${n(-s)} ${n(s * 0.75)} ${n(-s)} ${n(s * 0.1)}Z`;
  const book = `M0 ${n(s * 0.2)}C${n(-s * 0.2)} ${n(s * 0.05)} ${n(-s * 0.45)} ${n(s * 0.05)} ${n(-s * 0.55)} ${n(s * 0.12)}V${n(s * 0.65)}C${n(-s * 0.45)} ${n(s * 0.58)} ${n(-s * 0.2)} ${n(s * 0.58)} 0 ${n(s * 0.72)}C${n(s * 0.2)} ${n(s * 0.58)} ${n(s * 0.45)} ${n(s * 0.58)} ${n(s * 0.55)} ${n(s * 0.65)}V${n(s * 0.12)}C${n(s * 0.45)} ${n(s * 0.05)} ${n(s * 0.2)} ${n(s * 0.05)} 0 ${n(s * 0.2)}Z`;
  return g(
    {},
    el('path', { d: shield, fill: field, stroke: rim, 'stroke-width': s * 0.09, 'stroke-linejoin': 'round' }),
    el('path', { d: `M${n(-s * 0.9)} ${n(-s * 0.05)}L0 ${n(-s * 0.55)}L${n(s * 0.9)} ${n(-s * 0.05)}`, fill: 'none', stroke: charge, 'stroke-width': s * 0.14 }),
    el('path', { d: book, fill: charge }),
    el('path', { d: `M0 ${n(s * 0.22)}V${n(s * 0.68)}`, stroke: field, 'stroke-width': s * 0.04 }),
    ...[-0.55, 0, 0.55].map((x, i) => el('path', { d: starPath(s * 0.14, s * 0.06), transform: `translate(${n(x * s)} ${n(-s * (i === 1 ? 0.85 : 0.72))})`, fill: charge })),
  );
}

/** A strip of washi tape centred on the origin, w by h, with torn (zigzag) ends. */
export function tape(w: number, h: number, fill: string, stripe: string): string {
  const teeth = 6;
  const zig = (x: number, dir: 1 | -1): string[] =>
    Array.from({ length: teeth }, (_, i) => {
      const y = dir * (-h / 2 + (h * (i + 1)) / teeth);
      return `L${n(x + (i % 2 === 0 ? h * 0.07 : -h * 0.07))} ${n(y)}`;
    });
  const d = `M${n(-w / 2)} ${n(-h / 2)}H${n(w / 2)}${zig(w / 2, 1).join('')}H${n(-w / 2)}${zig(-w / 2, -1).join('')}Z`;
  const stripes: string[] = [];
  for (let x = -w / 2 + h * 0.3; x < w / 2 - h * 0.5; x += h * 0.5) stripes.push(`M${n(x)} ${n(-h / 2)}l${n(h * 0.25)} ${n(h)}`);
  return g({}, el('path', { d, fill, opacity: 0.88 }), el('path', { d: stripes.join(''), stroke: stripe, 'stroke-width': h * 0.1, opacity: 0.5 }));
}

/** Spiral-binding rings along the top edge of `r`: a punched hole and a wire loop every `pitch`. */
export function spiralBinding(r: Rect, pitch: number, hole: string, wire: string): string {
  const parts: string[] = [];
  const count = Math.floor(r.w / pitch);
  const start = r.x + (r.w - (count - 1) * pitch) / 2;
  const k = pitch * 0.22;
  for (let i = 0; i < count; i += 1) {
    const x = start + i * pitch;
    parts.push(
      el('circle', { cx: x, cy: r.y + r.h * 0.7, r: k * 0.7, fill: hole }),
      el('path', { d: `M${n(x)} ${n(r.y + r.h * 0.7)}C${n(x - k * 1.6)} ${n(r.y + r.h * 0.2)} ${n(x - k * 0.6)} ${n(r.y - r.h * 0.05)} ${n(x + k * 0.3)} ${n(r.y + r.h * 0.05)}`, fill: 'none', stroke: wire, 'stroke-width': k * 0.45, 'stroke-linecap': 'round' }),
    );
  }
  return g({}, ...parts);
}
