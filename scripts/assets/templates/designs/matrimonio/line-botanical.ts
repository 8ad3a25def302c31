import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { planLayout, type Rect } from '../../layout.js';
import { lineLeaf } from '../../motifs/wedding.js';
import { leafPath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/** Minimal and modern: large line-drawn leaves over pale sage washes in two corners, fine black rules round the photos. */
const inkLine = '#33413a';

/** A spray of five leaves fanning from the origin into +x/+y, s its reach. */
function spray(s: number, stroke: number): string {
  const leaves: Array<[number, number, number]> = [
    [8, 1, 0.34],
    [28, 0.85, 0.3],
    [48, 0.95, 0.32],
    [68, 0.8, 0.28],
    [84, 0.9, 0.3],
  ];
  return g(
    {},
    ...leaves.map(([a, k, wk]) => el('path', { d: leafPath(s * k, s * k * wk), transform: `rotate(${a}) translate(${s * 0.08} 0)`, fill: '#d3e2d0' })),
    ...leaves.map(([a, k, wk]) => g({ transform: `rotate(${a + 4}) translate(${s * 0.06} 0)` }, lineLeaf(s * k, s * k * wk, inkLine, stroke))),
  );
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: 13, gap: strip ? 4 : 4, postcardPhotos: 2, stripPhotos: format.key === 'photostrip-orizzontale' ? 4 : 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  doc.add(fullRect(w, h, '#fdfcf8'), grainOverlay(doc, ctx, 0.18, w, h));

  // Sprays in the top-left and bottom-right corners; the photos are laid over them.
  const s = u * (strip ? 30 : 28);
  const stroke = Math.max(u * 0.3, 2);
  doc.add(g({ transform: tf(-u * 1.5, -u * 1.5) }, spray(s, stroke)), g({ transform: tf(w + u * 1.5, h + u * 1.5, 180) }, spray(s, stroke)));

  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', innerLine: { color: inkLine, width: Math.max(u * 0.14, 1.2), offset: -u * 1.2 } }));

  // The names keep clear of the spray in the bottom-right corner.
  const b = L.band;
  const corner: Rect = { x: w - s * 0.95, y: h - s * 0.95, w: s, h: s };
  const wide = b.w > b.h * 1.3;
  const plate = wide
    ? (() => {
        const cut = Math.max(0, b.x + b.w - corner.x) + u;
        return { ...b, x: b.x + cut, w: b.w - 2 * cut };
      })()
    : { ...b, h: Math.min(b.h, corner.y - b.y - u) };
  const rule = el('path', { d: `M${plate.x + plate.w * 0.35} ${plate.y + u}H${plate.x + plate.w * 0.65}`, stroke: inkLine, 'stroke-width': stroke });
  doc.add(rule);
  return { svg: doc.toString(), layout: L, plate: { ...plate, y: plate.y + u * 2, h: plate.h - u * 2 } };
}

export const lineBotanical: Design = { name: 'line-botanical', render, starter: { namesFont: 'Cormorant Garamond', dateFont: 'Josefin Sans', ink: '#2f3b33', accent: '#4a5a50', namesBold: true } };
