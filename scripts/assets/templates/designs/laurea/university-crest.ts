import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { laurelBranch } from '../../motifs/botanical.js';
import { crestShield } from '../../motifs/school.js';
import { fullRect, goldGradient, grainOverlay, photoPanel } from '../../paint.js';
import { el, g, radialGradient, SvgDoc, tf } from '../../svg.js';

/** An old university's arms: a gold shield with an open book between laurel branches, on navy, above the names. */
function crest(s: number, gold: string, leaf: number): string {
  return g(
    {},
    g({ transform: `translate(${-s * 0.35} ${s * 1.25}) rotate(-100)` }, laurelBranch(s * 2.3, leaf, gold, -0.3)),
    g({ transform: `translate(${s * 0.35} ${s * 1.25}) scale(-1 1) rotate(-100)` }, laurelBranch(s * 2.3, leaf, gold, -0.3)),
    crestShield(s, '#1f3a6e', gold, gold),
  );
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: strip ? 13 : 12, postcardPhotos: 1, stripPhotos: 3, bandAt: 'start' });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const gold = goldGradient(doc, Math.max(w, h) * 0.3);
  const navy = doc.id('navy');
  doc.def(radialGradient(navy, [[0, '#233a66'], [0.7, '#172a4d'], [1, '#0e1a33']], { cx: 0.5, cy: 0.4, r: 0.85 }));
  doc.add(fullRect(w, h, `url(#${navy})`), grainOverlay(doc, ctx, 0.25, w, h));
  const frame = grow({ x: 0, y: 0, w, h }, -(L.safe + u * 1.4));
  doc.add(
    el('rect', { x: frame.x, y: frame.y, width: frame.w, height: frame.h, fill: 'none', stroke: gold, 'stroke-width': u * 0.45 }),
    el('rect', { x: frame.x + u * 1.1, y: frame.y + u * 1.1, width: frame.w - u * 2.2, height: frame.h - u * 2.2, fill: 'none', stroke: gold, 'stroke-width': u * 0.15 }),
  );

  const shadow = { color: '#000000', opacity: 0.35, blur: u * 0.9, dy: u * 0.5 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#fbf6e9', shadow, innerLine: { color: '#d9b56a', width: Math.max(u * 0.25, 1.8), offset: -u * 1.1 } }));

  // A wide band: a crest at each end. A tall one: one crest above the names.
  const b = L.band;
  const leaf = u * (strip ? 2.4 : 1.9);
  if (b.w > b.h * 1.8) {
    const s = b.h * 0.26;
    const y = b.y + b.h / 2 - s * 0.25;
    doc.add(g({ transform: tf(b.x + s * 1.6, y) }, crest(s, gold, leaf)), g({ transform: tf(b.x + b.w - s * 1.6, y) }, crest(s, gold, leaf)));
    return { svg: doc.toString(), layout: L, plate: { ...b, x: b.x + s * 3.4, w: b.w - s * 6.8 } };
  }
  const s = Math.min(b.w * 0.16, b.h * 0.12);
  const y = b.y + s * 1.3;
  doc.add(g({ transform: tf(b.x + b.w / 2, y) }, crest(s, gold, leaf)));
  const top = y + s * 1.9;
  return { svg: doc.toString(), layout: L, plate: { ...b, y: top, h: b.y + b.h - top } };
}

export const universityCrest: Design = { name: 'university-crest', render, starter: { namesFont: 'Cormorant Garamond', dateFont: 'Montserrat', ink: '#f3e6c4', accent: '#e3cf9f', namesBold: true } };
