import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { laurelBranch, laurelWreath } from '../../motifs/botanical.js';
import { diamondPath } from '../../motifs/deco.js';
import { fullRect, goldGradient, grainOverlay, photoPanel } from '../../paint.js';
import { el, g, radialGradient, SvgDoc, tf } from '../../svg.js';
import { laurelAround, laurelClearArea } from './laurel-accent.js';

/** Deep burgundy with gold laurel sprigs in the corners, ivory photo mats and an ivory plaque for names. */
function render(format: Format, ctx: DesignContext): RenderedDesign {
  const L = planLayout(format, { inset: 13, stripPhotos: 3, postcardPhotos: format.key === 'cartolina-verticale' ? 2 : 1 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const gold = goldGradient(doc, Math.max(w, h) * 0.3);
  const wine = doc.id('wine');
  doc.def(radialGradient(wine, [[0, '#7a1a30'], [0.7, '#5a1023'], [1, '#3d0816']], { cx: 0.5, cy: 0.45, r: 0.85 }));
  doc.add(fullRect(w, h, `url(#${wine})`), grainOverlay(doc, ctx, 0.3, w, h));

  const frame = grow({ x: 0, y: 0, w, h }, -(L.safe + u * 1.5));
  doc.add(
    el('rect', { x: frame.x, y: frame.y, width: frame.w, height: frame.h, fill: 'none', stroke: gold, 'stroke-width': u * 0.4 }),
    el('rect', { x: frame.x + u, y: frame.y + u, width: frame.w - 2 * u, height: frame.h - 2 * u, fill: 'none', stroke: gold, 'stroke-width': u * 0.15 }),
  );
  // Laurel sprigs grow from each corner along both edges; a diamond marks the corner itself.
  const len = u * (L.isStrip ? 18 : 16);
  const leaf = u * (L.isStrip ? 2.6 : 2.2);
  const corners: Array<[number, number, number]> = [
    [frame.x + u * 2.5, frame.y + u * 2.5, 0],
    [frame.x + frame.w - u * 2.5, frame.y + u * 2.5, 90],
    [frame.x + frame.w - u * 2.5, frame.y + frame.h - u * 2.5, 180],
    [frame.x + u * 2.5, frame.y + frame.h - u * 2.5, 270],
  ];
  for (const [x, y, a] of corners) {
    doc.add(
      g(
        { transform: tf(x, y, a) },
        g({ transform: tf(u * 1.2, 0, 0) }, laurelBranch(len, leaf, gold, 0.08)),
        g({ transform: `translate(0 ${u * 1.2}) rotate(90) scale(1 -1)` }, laurelBranch(len, leaf, gold, 0.08)),
        el('path', { d: diamondPath(u * 1.1), fill: gold }),
      ),
    );
  }

  const shadow = { color: '#1a0208', opacity: 0.45, blur: u * 0.9, dy: u * 0.5 };
  for (const p of L.photos) {
    doc.add(photoPanel(doc, grow(p, u * 1.2), { fill: '#f6eedf', shadow, radius: u * 0.3 }), photoPanel(doc, p, { fill: '#fffbf3', stroke: '#c9a45a', strokeWidth: Math.max(u * 0.15, 1.2) }));
  }
  const b = L.band;
  const plaque = grow(b, -Math.min(b.w, b.h) * 0.06);
  doc.add(photoPanel(doc, plaque, { fill: '#f6eedf', radius: u * 1.2, shadow, innerLine: { color: '#c9a45a', width: Math.max(u * 0.18, 1.4), offset: u * 1 } }));
  const inner = grow(plaque, -u * 2.2);
  if (inner.h > inner.w * 0.7) {
    // A tall plaque: names inside a wreath would be tiny (a wreath is as wide as it is tall), so a
    // small wreath crowns the plaque and the names fill the ivory below it.
    const r = Math.min(inner.w * 0.26, inner.h * 0.16);
    doc.add(g({ transform: tf(inner.x + inner.w / 2, inner.y + r * 1.15) }, laurelWreath(r, u * (L.isStrip ? 2.4 : 2), '#c9a45a', 80)));
    const top = inner.y + r * 2.5;
    return { svg: doc.toString(), layout: L, plate: { x: inner.x + u, y: top, w: inner.w - 2 * u, h: inner.y + inner.h - top } };
  }
  doc.add(laurelAround(inner, '#c9a45a', u * (L.isStrip ? 3.6 : 2.6)));
  return { svg: doc.toString(), layout: L, plate: laurelClearArea(inner) };
}

export const laurelBurgundy: Design = {
  name: 'laurel-burgundy',
  render,
  starter: {
    namesFont: 'Cinzel',
    dateFont: 'Cormorant Garamond',
    ink: '#5a1023',
    accent: '#5a1023',
    namesBold: true,
    // Cinzel's wide capitals on the horizontal strip's ivory plaque, a narrow column beside three photos.
    smallNames: { formats: ['photostrip-orizzontale'], minNamesPx: 44, why: 'wide capitals on the narrow plaque beside the photos' },
  },
};
