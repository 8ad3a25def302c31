import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { waxSeal } from '../../motifs/wedding.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { el, g, n, SvgDoc, tf } from '../../svg.js';

/** A love letter: linen paper, an envelope flap closed by a red wax seal, an airmail border in blush and sage. */
function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const { widthPx: W, heightPx: H } = format;
  const u0 = Math.min(W, H) / 100;
  const flap = Math.min(H * 0.12, W * 0.2);
  const sealR = u0 * (strip ? 6 : 5.5);
  const top = (flap + sealR + u0 * 2.5) / u0;
  const L = planLayout(format, { inset: { top, left: 11, right: 11, bottom: 11 }, postcardPhotos: W > H ? 2 : 1, stripPhotos: W > H ? 4 : 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  doc.add(fullRect(w, h, '#f4ece1'), grainOverlay(doc, ctx, 0.35, w, h));

  // Airmail border: alternating dashes just inside the trim.
  const border = grow({ x: 0, y: 0, w, h }, -L.safe * 0.55);
  const dash = u * 3;
  const stripe = { x: border.x, y: border.y, width: border.w, height: border.h, fill: 'none', 'stroke-width': u * 1.1 };
  doc.add(el('rect', { ...stripe, stroke: '#c4606e', 'stroke-dasharray': `${dash} ${dash}` }), el('rect', { ...stripe, stroke: '#8fa69a', 'stroke-dasharray': `${dash} ${dash}`, 'stroke-dashoffset': dash }));

  // The flap, folded down from the top edge to the seal.
  const inner = grow(border, -u * 0.6);
  const tip = { x: w / 2, y: flap };
  doc.add(
    el('path', { d: `M${n(inner.x)} ${n(inner.y)}L${n(tip.x)} ${n(tip.y)}L${n(inner.x + inner.w)} ${n(inner.y)}Z`, fill: '#ebdfcf' }),
    el('path', { d: `M${n(inner.x)} ${n(inner.y)}L${n(tip.x)} ${n(tip.y)}L${n(inner.x + inner.w)} ${n(inner.y)}`, fill: 'none', stroke: '#cdbba3', 'stroke-width': Math.max(u * 0.25, 1.6) }),
    g({ transform: tf(tip.x, tip.y, -8) }, waxSeal(sealR, '#a3222f', '#7d1420', '#e7707a')),
  );

  const shadow = { color: '#7a6650', opacity: 0.22, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', radius: u * 0.3, shadow }));

  // A hand-drawn flourish under the names.
  const b = L.band;
  const wide = b.w > b.h * 1.4;
  const y = b.y + b.h * (wide ? 0.88 : 0.9);
  const half = Math.min(b.w * 0.3, u * 18);
  const cx = b.x + b.w / 2;
  doc.add(
    el('path', {
      d: `M${n(cx - half)} ${n(y)}C${n(cx - half * 0.5)} ${n(y - u * 1.6)} ${n(cx - half * 0.2)} ${n(y + u * 1.2)} ${n(cx)} ${n(y)}C${n(cx + half * 0.2)} ${n(y - u * 1.2)} ${n(cx + half * 0.5)} ${n(y + u * 1.6)} ${n(cx + half)} ${n(y)}`,
      fill: 'none',
      stroke: '#a3222f',
      'stroke-width': Math.max(u * 0.22, 1.6),
      'stroke-linecap': 'round',
    }),
  );
  return { svg: doc.toString(), layout: L, plate: { ...b, h: y - b.y - u * 1.8 } };
}

export const loveLetter: Design = { name: 'love-letter', render, starter: { namesFont: 'Allura', dateFont: 'Cormorant Garamond', ink: '#7c1f2c', accent: '#5e4a36' } };
