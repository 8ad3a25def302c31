import type { Rect } from '../layout.js';
import { el, g, n } from '../svg.js';
import { heartPath, leafPath } from './shapes.js';

/** Wedding stationery pieces: scalloped lace edges, wax seals, wedding rings, line-drawn leaves. */

/** A rectangle whose edges are rows of half-circles bulging outwards (a lace or doily edge). */
export function scallopedRect(r: Rect, bump: number): string {
  const along = (len: number): number => Math.max(1, Math.round(len / (bump * 2)));
  const parts: string[] = [`M${n(r.x)} ${n(r.y)}`];
  const edge = (x0: number, y0: number, dx: number, dy: number, len: number): void => {
    const count = along(len);
    const step = len / count;
    for (let i = 1; i <= count; i += 1) parts.push(`A${n(step / 2)} ${n(step / 2)} 0 0 1 ${n(x0 + dx * step * i)} ${n(y0 + dy * step * i)}`);
  };
  edge(r.x, r.y, 1, 0, r.w);
  edge(r.x + r.w, r.y, 0, 1, r.h);
  edge(r.x + r.w, r.y + r.h, -1, 0, r.w);
  edge(r.x, r.y + r.h, 0, -1, r.h);
  return `${parts.join('')}Z`;
}

/** Eyelet holes along the inside of a scalloped edge: one small circle per scallop. */
export function eyelets(r: Rect, bump: number, hole: number): string {
  const dots: string[] = [];
  const ring = (cx: number, cy: number): string => `M${n(cx - hole)} ${n(cy)}a${n(hole)} ${n(hole)} 0 1 0 ${n(2 * hole)} 0a${n(hole)} ${n(hole)} 0 1 0 ${n(-2 * hole)} 0`;
  const row = (x0: number, y0: number, dx: number, dy: number, len: number): void => {
    const count = Math.max(1, Math.round(len / (bump * 2)));
    const step = len / count;
    for (let i = 0; i < count; i += 1) dots.push(ring(x0 + dx * step * (i + 0.5), y0 + dy * step * (i + 0.5)));
  };
  row(r.x, r.y, 1, 0, r.w);
  row(r.x, r.y + r.h, 1, 0, r.w);
  row(r.x, r.y, 0, 1, r.h);
  row(r.x + r.w, r.y, 0, 1, r.h);
  return dots.join('');
}

/** A round wax seal of radius r with an embossed heart, its rim pressed irregular. */
export function waxSeal(r: number, wax: string, dark: string, light: string): string {
  const rim: string[] = [];
  const steps = 18;
  for (let i = 0; i <= steps; i += 1) {
    const a = (i / steps) * Math.PI * 2;
    const rr = r * (1 + 0.07 * Math.sin(i * 2.3) + 0.04 * Math.cos(i * 3.7));
    rim.push(`${i === 0 ? 'M' : 'L'}${n(Math.cos(a) * rr)} ${n(Math.sin(a) * rr)}`);
  }
  return g(
    {},
    el('path', { d: `${rim.join('')}Z`, fill: wax, stroke: wax, 'stroke-width': r * 0.12, 'stroke-linejoin': 'round' }),
    el('circle', { r: r * 0.74, fill: 'none', stroke: dark, 'stroke-width': r * 0.06 }),
    el('circle', { r: r * 0.66, fill: dark, opacity: 0.25 }),
    el('path', { d: heartPath(r * 0.38), fill: dark }),
    el('path', { d: heartPath(r * 0.38), fill: 'none', stroke: light, 'stroke-width': r * 0.03, opacity: 0.6, transform: `translate(${n(-r * 0.02)} ${n(-r * 0.03)})` }),
    el('ellipse', { cx: -r * 0.45, cy: -r * 0.5, rx: r * 0.18, ry: r * 0.09, fill: light, opacity: 0.35, transform: `rotate(-40 ${n(-r * 0.45)} ${n(-r * 0.5)})` }),
  );
}

/** Two interlaced wedding rings of radius r, outlined in `paint`. */
export function rings(r: number, paint: string, width: number): string {
  return g(
    { fill: 'none', stroke: paint, 'stroke-width': width },
    el('circle', { cx: -r * 0.55, cy: 0, r }),
    el('circle', { cx: r * 0.55, cy: 0, r }),
    el('path', { d: `M${n(-r * 0.55)} ${n(-r * 1.15)}l${n(r * 0.18)} ${n(-r * 0.28)}h${n(-r * 0.36)}Z`, fill: paint, stroke: 'none' }),
  );
}

/** A leaf drawn in a fine line, midrib and side veins included, pointing +x (for line-art botanicals). */
export function lineLeaf(len: number, width: number, paint: string, stroke: number): string {
  const veins: string[] = [];
  // leafPath's outline is at most 0.3 × width from the midrib: the veins stop short of it.
  for (let i = 1; i <= 4; i += 1) {
    const t = i / 5.5;
    const half = width * 0.22 * Math.sin(Math.PI * (t + 0.05));
    veins.push(`M${n(len * t)} 0l${n(len * 0.09)} ${n(-half)}M${n(len * t)} 0l${n(len * 0.09)} ${n(half)}`);
  }
  return g(
    { fill: 'none', stroke: paint, 'stroke-width': stroke, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
    el('path', { d: leafPath(len, width) }),
    el('path', { d: `M0 0H${n(len * 0.92)}${veins.join('')}` }),
  );
}
