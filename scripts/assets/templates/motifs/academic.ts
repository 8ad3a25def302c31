import type { Rect } from '../layout.js';
import { el, g, n, type SvgDoc } from '../svg.js';

/** Graduation pieces: mortarboards, rolled diplomas, ribbon banners. */

export interface CapColors {
  board: string;
  boardLight: string;
  tassel: string;
}

/** A mortarboard in three-quarter view, centred on its button; s is half the board's width. */
export function mortarboard(s: number, c: CapColors): string {
  const skull =
    `M${n(-0.56 * s)} ${n(0.12 * s)}L${n(-0.52 * s)} ${n(0.58 * s)}` +
    `Q0 ${n(0.82 * s)} ${n(0.52 * s)} ${n(0.58 * s)}L${n(0.56 * s)} ${n(0.12 * s)}Z`;
  const board = `M0 ${n(-0.42 * s)}L${n(s)} 0L0 ${n(0.42 * s)}L${n(-s)} 0Z`;
  const edge = `M${n(-s)} 0L0 ${n(0.42 * s)}L${n(s)} 0L${n(s)} ${n(0.07 * s)}L0 ${n(0.5 * s)}L${n(-s)} ${n(0.07 * s)}Z`;
  return g(
    {},
    el('path', { d: skull, fill: c.board }),
    el('path', { d: edge, fill: c.board }),
    el('path', { d: board, fill: c.boardLight }),
    el('path', { d: `M0 0L${n(0.72 * s)} ${n(0.12 * s)}V${n(0.62 * s)}`, fill: 'none', stroke: c.tassel, 'stroke-width': s * 0.045, 'stroke-linejoin': 'round' }),
    el('path', { d: `M${n(0.72 * s)} ${n(0.58 * s)}l${n(0.09 * s)} ${n(0.36 * s)}h${n(-0.18 * s)}Z`, fill: c.tassel }),
    el('circle', { r: s * 0.07, fill: c.tassel }),
  );
}

/** A rolled diploma along +x from the origin, length len and roll radius r, tied with a ribbon bow. */
export function diplomaScroll(doc: SvgDoc, len: number, r: number, paper: string, paperDark: string, ribbon: string): string {
  const shade = doc.id('roll');
  doc.def(
    el(
      'linearGradient',
      { id: shade, x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': paperDark }),
      el('stop', { offset: 0.35, 'stop-color': paper }),
      el('stop', { offset: 0.6, 'stop-color': paper }),
      el('stop', { offset: 1, 'stop-color': paperDark }),
    ),
  );
  const mid = len * 0.5;
  return g(
    {},
    el('rect', { x: 0, y: -r, width: len, height: 2 * r, fill: `url(#${shade})` }),
    el('ellipse', { cx: len, cy: 0, rx: r * 0.42, ry: r, fill: paper, stroke: paperDark, 'stroke-width': r * 0.08 }),
    el('path', { d: `M${n(len)} 0m${n(-r * 0.16)} 0a${n(r * 0.16)} ${n(r * 0.4)} 0 1 0 ${n(r * 0.32)} 0a${n(r * 0.1)} ${n(r * 0.25)} 0 1 0 ${n(-r * 0.2)} 0`, fill: 'none', stroke: paperDark, 'stroke-width': r * 0.07 }),
    el('ellipse', { cx: 0, cy: 0, rx: r * 0.42, ry: r, fill: paperDark }),
    el('rect', { x: mid - r * 0.35, y: -r * 1.02, width: r * 0.7, height: r * 2.04, fill: ribbon }),
    ...[-1, 1].flatMap((side) => [
      el('ellipse', { cx: mid + side * r * 0.8, cy: -r * 0.35, rx: r * 0.85, ry: r * 0.5, fill: ribbon, transform: `rotate(${side * -28} ${n(mid + side * r * 0.8)} ${n(-r * 0.35)})` }),
      el('ellipse', { cx: mid + side * r * 0.85, cy: -r * 0.38, rx: r * 0.4, ry: r * 0.18, fill: '#000000', opacity: 0.25, transform: `rotate(${side * -28} ${n(mid + side * r * 0.85)} ${n(-r * 0.38)})` }),
    ]),
    el('path', { d: `M${n(mid)} 0L${n(mid - r * 0.9)} ${n(r * 2.4)}l${n(r * 0.3)} ${n(-r * 0.15)}l${n(r * 0.2)} ${n(r * 0.3)}Z`, fill: ribbon }),
    el('path', { d: `M${n(mid)} 0L${n(mid + r * 0.7)} ${n(r * 2.5)}l${n(r * 0.25)} ${n(-r * 0.3)}l${n(r * 0.1)} ${n(r * 0.35)}Z`, fill: ribbon }),
    el('circle', { cx: mid, cy: 0, r: r * 0.32, fill: ribbon, stroke: '#000000', 'stroke-opacity': 0.15, 'stroke-width': r * 0.06 }),
  );
}

/** A ribbon banner over `r`: a light face for the names, folded swallow-tail ends behind it. */
export function ribbonBanner(r: Rect, face: string, tail: string, fold: string): string {
  const t = r.h * 0.7;
  const drop = r.h * 0.28;
  const tails = [
    `M${n(r.x + t * 0.6)} ${n(r.y + drop)}H${n(r.x - t)}L${n(r.x - t * 0.55)} ${n(r.y + drop + r.h / 2)}L${n(r.x - t)} ${n(r.y + drop + r.h)}H${n(r.x + t * 0.6)}Z`,
    `M${n(r.x + r.w - t * 0.6)} ${n(r.y + drop)}H${n(r.x + r.w + t)}L${n(r.x + r.w + t * 0.55)} ${n(r.y + drop + r.h / 2)}L${n(r.x + r.w + t)} ${n(r.y + drop + r.h)}H${n(r.x + r.w - t * 0.6)}Z`,
  ];
  const folds = [
    `M${n(r.x)} ${n(r.y + r.h)}L${n(r.x + t * 0.6)} ${n(r.y + r.h + drop)}V${n(r.y + r.h)}Z`,
    `M${n(r.x + r.w)} ${n(r.y + r.h)}L${n(r.x + r.w - t * 0.6)} ${n(r.y + r.h + drop)}V${n(r.y + r.h)}Z`,
  ];
  return g(
    {},
    ...tails.map((d) => el('path', { d, fill: tail })),
    ...folds.map((d) => el('path', { d, fill: fold })),
    el('rect', { x: r.x, y: r.y, width: r.w, height: r.h, fill: face }),
    el('path', { d: `M${n(r.x)} ${n(r.y + r.h * 0.08)}H${n(r.x + r.w)}M${n(r.x)} ${n(r.y + r.h * 0.92)}H${n(r.x + r.w)}`, stroke: tail, 'stroke-width': r.h * 0.03 }),
  );
}
