import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { diplomaScroll, ribbonBanner } from '../../motifs/academic.js';
import { sparklePath } from '../../motifs/shapes.js';
import { fullRect, goldGradient, grainOverlay, photoPanel } from '../../paint.js';
import { el, g, radialGradient, SvgDoc, tf } from '../../svg.js';

/** Old parchment, rolled diplomas tied in burgundy peeking from two corners, a ribbon banner for the name. */
const burgundy = '#8c1d2f';

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const L = planLayout(format, { inset: 12, stripPhotos: format.key === 'photostrip-verticale' ? 3 : 3, postcardPhotos: format.key === 'cartolina-orizzontale' ? 3 : 1 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const gold = goldGradient(doc, Math.max(w, h) * 0.3);
  const paper = doc.id('parch');
  doc.def(radialGradient(paper, [[0, '#fbf5e8'], [0.65, '#f3e8d2'], [1, '#e3cfa8']], { cx: 0.5, cy: 0.5, r: 0.75 }));
  doc.add(fullRect(w, h, `url(#${paper})`), grainOverlay(doc, ctx, 0.5, w, h));

  // Thin burgundy rule and gold hairline inside the 3 mm margin, like a certificate border.
  const edge = grow({ x: 0, y: 0, w, h }, -(L.safe + u * 1.6));
  doc.add(
    el('rect', { ...rectAttrs(edge), fill: 'none', stroke: burgundy, 'stroke-width': u * 0.5 }),
    el('rect', { ...rectAttrs(grow(edge, -u * 1.1)), fill: 'none', stroke: gold, 'stroke-width': u * 0.18 }),
  );

  // Two diplomas lean out from behind the first and last photos.
  const len = Math.min(w, h) * (L.isStrip ? 0.75 : 0.55);
  const r = len * 0.085;
  const first = L.photos[0] ?? L.content;
  const last = L.photos[L.photos.length - 1] ?? L.content;
  doc.add(
    g({ transform: tf(first.x - r * 1.5, first.y + r * 2.5, -32) }, diplomaScroll(doc, len, r, '#fbf6ea', '#d8c49c', burgundy)),
    g({ transform: tf(last.x + last.w + r * 1.5, last.y + last.h - r * 2.5, 148) }, diplomaScroll(doc, len, r, '#fbf6ea', '#d8c49c', burgundy)),
  );

  const shadow = { color: '#6b4a2a', opacity: 0.25, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { radius: u * 0.4, fill: '#fffdf8', shadow, innerLine: { color: '#c9a45a', width: Math.max(u * 0.2, 1.5), offset: u * 0.8 } }));

  const k = Math.max(u * 1.3, 9);
  const b = L.band;
  // The gold line runs inside each panel: the frame stays within it.
  const windows = L.photos.map((p) => grow(p, -u * 1.3));
  if (L.isStrip) {
    // A strip's band is too small for names on a ribbon (a long name was 18 px there): a short
    // ribbon crowns the band as an ornament and the names sit on the parchment below it.
    const bh = Math.min(b.h * 0.16, b.w * 0.14);
    const tail = bh * 0.7;
    const banner = { x: b.x + b.w * 0.18, y: b.y + bh * 0.2, w: b.w * 0.64, h: bh };
    doc.add(ribbonBanner(banner, '#fffaf0', burgundy, '#5e1020'));
    for (const dx of [-3, 0, 3]) doc.add(el('path', { d: sparklePath(dx === 0 ? k * 1.3 : k), transform: tf(b.x + b.w / 2 + dx * k, banner.y + bh / 2), fill: gold }));
    const top = banner.y + bh + tail * 0.4;
    return { svg: doc.toString(), layout: L, windows, plate: { x: b.x, y: top, w: b.w, h: b.y + b.h - top } };
  }
  // Banner across the band, sized so its tails stay inside the band.
  const bh = Math.min(b.h * (b.w > b.h * 4 ? 0.62 : 0.5), b.w * 0.22);
  const tail = bh * 0.7;
  const banner = { x: b.x + tail * 1.05, y: b.y + (b.h - bh) / 2 - bh * 0.1, w: b.w - tail * 2.1, h: bh };
  doc.add(ribbonBanner(banner, '#fffaf0', burgundy, '#5e1020'));
  const sy = banner.y - k * 1.8;
  for (const dx of [-3, 0, 3]) doc.add(el('path', { d: sparklePath(dx === 0 ? k * 1.3 : k), transform: tf(b.x + b.w / 2 + dx * k, sy), fill: gold }));
  return { svg: doc.toString(), layout: L, windows, plate: { x: banner.x + tail * 0.4, y: banner.y + bh * 0.08, w: banner.w - tail * 0.8, h: bh * 0.84 } };
}

function rectAttrs(r: { x: number; y: number; w: number; h: number }): Record<string, number> {
  return { x: r.x, y: r.y, width: r.w, height: r.h };
}

export const diplomaScrollDesign: Design = { name: 'diploma-scroll', render, starter: { namesFont: 'Libre Baskerville', dateFont: 'Lora', ink: '#8c1d2f', accent: '#5e1020' } };
