import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { starPath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { linePath } from '../../starter-fonts.js';
import { el, g, n, SvgDoc, tf } from '../../svg.js';

/** A green school blackboard in a wooden frame, chalk formulas and sketches round the photos, the names in chalk. */
const chalk = '#f1efe6';

function sketch(kind: number, k: number, lw: number): string {
  const line = { fill: 'none', stroke: chalk, 'stroke-width': lw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: 0.8 } as const;
  switch (kind) {
    case 0: // atom
      return g({}, ...[0, 60, 120].map((a) => el('ellipse', { rx: k, ry: k * 0.35, transform: `rotate(${a})`, ...line })), el('circle', { r: k * 0.12, fill: chalk, opacity: 0.8 }));
    case 1: // right triangle with its angle mark
      return g({}, el('path', { d: `M${n(-k)} ${n(k * 0.7)}H${n(k)}L${n(-k)} ${n(-k * 0.7)}Z`, ...line }), el('path', { d: `M${n(-k + k * 0.3)} ${n(k * 0.7)}V${n(k * 0.4)}H${n(-k)}`, ...line }));
    case 2: // formula, in a hand like chalk
      return el('path', { d: linePath('E = mc²', 'Caveat', true, k * 1.1, 0, 0), fill: chalk, opacity: 0.85 });
    case 3: // lightbulb
      return g({}, el('path', { d: `M${n(-k * 0.35)} ${n(k * 0.5)}C${n(-k * 0.35)} ${n(k * 0.1)} ${n(-k * 0.75)} ${n(-k * 0.05)} ${n(-k * 0.75)} ${n(-k * 0.4)}A${n(k * 0.75)} ${n(k * 0.75)} 0 1 1 ${n(k * 0.75)} ${n(-k * 0.4)}C${n(k * 0.75)} ${n(-k * 0.05)} ${n(k * 0.35)} ${n(k * 0.1)} ${n(k * 0.35)} ${n(k * 0.5)}ZM${n(-k * 0.3)} ${n(k * 0.7)}H${n(k * 0.3)}M${n(-k * 0.2)} ${n(k * 0.88)}H${n(k * 0.2)}`, ...line }));
    case 4: // formula
      return el('path', { d: linePath('a² + b² = c²', 'Caveat', true, k * 0.8, 0, 0), fill: chalk, opacity: 0.85 });
    default:
      return el('path', { d: starPath(k * 0.8, k * 0.35), ...line });
  }
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: strip ? 15 : 13, gap: 5, postcardPhotos: 3, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`chalkboard/${format.key}`);
  doc.add(fullRect(w, h, '#8a5a34'), grainOverlay(doc, ctx, 0.5, w, h));
  const board = grow({ x: 0, y: 0, w, h }, -(L.safe + u * (strip ? 2 : 2.5)));
  doc.add(
    el('rect', { x: board.x - u * 0.5, y: board.y - u * 0.5, width: board.w + u, height: board.h + u, fill: '#5e3b20' }),
    el('rect', { x: board.x, y: board.y, width: board.w, height: board.h, fill: '#2f4a3a' }),
  );
  // Rubbed-out chalk clouds.
  for (let i = 0; i < 6; i += 1) doc.add(el('ellipse', { cx: rng.range(board.x, board.x + board.w), cy: rng.range(board.y, board.y + board.h), rx: u * rng.range(10, 22), ry: u * rng.range(4, 9), fill: '#ffffff', opacity: 0.035 }));
  doc.add(grainOverlay(doc, ctx, 0.25, w, h));

  const b = L.band;
  const clear = grow(b, -Math.min(b.w, b.h) * 0.06);
  const lw = Math.max(u * 0.35, 2.4);
  const avoid: Rect[] = [...L.photos.map((p) => grow(p, u * 2.5)), grow(clear, u)];
  let placed = 0;
  for (let i = 0; i < 900 && placed < (strip ? 8 : 14); i += 1) {
    const k = u * rng.range(3, 4.5);
    const kind = placed % 6;
    const half = kind === 2 || kind === 4 ? k * 2.6 : k * 1.1;
    const x = rng.range(board.x + half + u, board.x + board.w - half - u);
    const y = rng.range(board.y + k + u, board.y + board.h - k - u);
    if (avoid.some((a) => x + half > a.x && x - half < a.x + a.w && y + k > a.y && y - k < a.y + a.h)) continue;
    doc.add(g({ transform: tf(x, y, kind === 2 || kind === 4 ? rng.range(-8, 8) : rng.range(-25, 25)) }, sketch(kind, k, lw)));
    avoid.push({ x: x - half, y: y - k * 1.1, w: half * 2, h: k * 2.2 });
    placed += 1;
  }

  for (const p of L.photos) {
    const ring = grow(p, u * 1.1);
    doc.add(el('rect', { x: ring.x, y: ring.y, width: ring.w, height: ring.h, fill: 'none', stroke: chalk, 'stroke-width': lw, opacity: 0.75 }), photoPanel(doc, p, { fill: '#fbfaf5' }));
  }
  return { svg: doc.toString(), layout: L, plate: clear };
}

export const chalkboard: Design = { name: 'chalkboard', render, starter: { namesFont: 'Amatic SC', dateFont: 'Lato', ink: '#f4f1e8', accent: '#f3e3a0', namesBold: true } };
