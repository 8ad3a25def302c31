import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { giftBow } from '../../motifs/celebration.js';
import { starPath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { el, g, n, SvgDoc, tf } from '../../svg.js';

/** Red wrapping paper with white stars, a gold ribbon tied across the photos and a gift tag for the names. */
function render(format: Format, ctx: DesignContext): RenderedDesign {
  const L = planLayout(format, { inset: 11, gap: 7, postcardPhotos: 4, stripPhotos: format.key === 'photostrip-orizzontale' ? 3 : 4 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  doc.add(fullRect(w, h, '#c8283a'));
  // A printed pattern: rows of small stars and dots.
  const pitch = u * 7;
  const marks: string[] = [];
  const stars: string[] = [];
  for (let row = 0, y = pitch / 2; y < h + pitch; row += 1, y += pitch * 0.8) {
    for (let x = row % 2 === 0 ? pitch / 2 : pitch; x < w + pitch; x += pitch) {
      if (row % 2 === 0) stars.push(el('path', { d: starPath(u * 1.1, u * 0.45), transform: tf(x, y) }));
      else marks.push(`M${n(x - u * 0.4)} ${n(y)}a${n(u * 0.4)} ${n(u * 0.4)} 0 1 0 ${n(u * 0.8)} 0a${n(u * 0.4)} ${n(u * 0.4)} 0 1 0 ${n(-u * 0.8)} 0`);
    }
  }
  doc.add(g({ fill: '#ffffff', opacity: 0.35 }, el('path', { d: marks.join('') }), ...stars), grainOverlay(doc, ctx, 0.2, w, h));

  // The ribbon crosses in the gaps between the photos.
  const area = L.photos.reduce((a, p) => ({ x: Math.min(a.x, p.x), y: Math.min(a.y, p.y), r: Math.max(a.r, p.x + p.w), b: Math.max(a.b, p.y + p.h) }), { x: w, y: h, r: 0, b: 0 });
  const cx = (area.x + area.r) / 2;
  const cy = (area.y + area.b) / 2;
  const rw = u * (L.isStrip ? 3.6 : 3);
  const ribbon = (d: string): string => el('path', { d, stroke: '#f4c542', 'stroke-width': rw, fill: 'none' }) + el('path', { d, stroke: '#d9a520', 'stroke-width': rw * 0.12, 'stroke-dasharray': `${n(rw * 0.5)} ${n(rw * 0.3)}`, fill: 'none', opacity: 0.7 });
  doc.add(ribbon(`M${n(cx)} 0V${n(h)}`), ribbon(`M0 ${n(cy)}H${n(w)}`));

  const shadow = { color: '#5a0d16', opacity: 0.35, blur: u * 0.8, dy: u * 0.5 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', radius: u * 0.5, shadow, innerLine: { color: '#f4c542', width: Math.max(u * 0.3, 2), offset: -u * 1 } }));

  // The gift tag hangs from a bow; its punched hole sits beside the bow.
  const b = L.band;
  const tag = grow(b, -Math.min(b.w, b.h) * 0.04);
  const shadowed = photoPanel(doc, tag, { fill: '#fff8ec', radius: u * 1.5, shadow, innerLine: { color: '#c8283a', width: Math.max(u * 0.2, 1.5), offset: u * 1.1, dash: u * 0.9 } });
  if (tag.w > tag.h * 2.5) {
    // A wide tag: the bow ties its left end, the names take the middle.
    const bow = Math.min(tag.h * 0.32, u * 6);
    const at = { x: tag.x + bow * 1.3, y: tag.y + tag.h / 2 };
    doc.add(shadowed, el('circle', { cx: at.x, cy: at.y - bow * 1.1, r: bow * 0.16, fill: '#c8283a', opacity: 0.85 }), g({ transform: tf(at.x, at.y) }, giftBow(bow, '#f4c542', '#c99512')));
    const side = bow * 2.6;
    return { svg: doc.toString(), layout: L, plate: { x: tag.x + side, y: tag.y + u * 1.5, w: tag.w - 2 * side, h: tag.h - u * 3 } };
  }
  const bow = Math.min(u * (L.isStrip ? 7 : 6), tag.w * 0.2);
  doc.add(
    shadowed,
    el('circle', { cx: tag.x + tag.w / 2 + bow * 1.6, cy: tag.y + bow * 0.55, r: bow * 0.16, fill: '#c8283a', opacity: 0.85 }),
    g({ transform: tf(tag.x + tag.w / 2, tag.y + bow * 0.55) }, giftBow(bow, '#f4c542', '#c99512')),
  );
  const top = tag.y + bow * 1.6;
  return { svg: doc.toString(), layout: L, plate: { x: tag.x + u * 2, y: top, w: tag.w - u * 4, h: tag.y + tag.h - top - u * 1.5 } };
}

export const giftWrap: Design = { name: 'gift-wrap', render, starter: { namesFont: 'Lobster', dateFont: 'Poppins', ink: '#a51d2d', accent: '#2b5f3a' } };
