import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { chamferedRect, decoRule, fan, notchedFrame } from '../../motifs/deco.js';
import { fullRect, goldGradient, grainOverlay, photoPanel } from '../../paint.js';
import { el, g, radialGradient, SvgDoc, tf } from '../../svg.js';

/** Art-deco wedding: warm black, a double notched gold frame, corner fans and a sunburst crown. */
function render(format: Format, ctx: DesignContext): RenderedDesign {
  // Strips keep a deeper margin at the far end from the band so the corner fans stay visible.
  const inset = format.key === 'photostrip-verticale' ? { top: 16, left: 10.5, right: 10.5, bottom: 10.5 } : format.key === 'photostrip-orizzontale' ? { left: 16, top: 10.5, right: 10.5, bottom: 10.5 } : 12.5;
  const L = planLayout(format, { inset, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const gold = goldGradient(doc, Math.max(w, h) * 0.35);
  const bg = doc.id('night');
  doc.def(radialGradient(bg, [[0, '#2a2824'], [0.7, '#1a1917'], [1, '#0f0e0d']], { cx: 0.5, cy: 0.4, r: 0.9 }));
  doc.add(fullRect(w, h, `url(#${bg})`));
  // Faint vertical pinstripes drawn as lines (a pattern fill is several times slower in librsvg).
  const pitch = u * 2.4;
  const stripes: string[] = [];
  for (let x = pitch / 2; x < w; x += pitch) stripes.push(`M${x.toFixed(1)} 0V${h}`);
  doc.add(el('path', { d: stripes.join(''), stroke: '#d9b56a', 'stroke-width': u * 0.12, opacity: 0.08 }), grainOverlay(doc, ctx, 0.2, w, h));

  // Outer notched frame just inside the 3 mm margin; postcards also get an inner chamfered hairline.
  const outer = grow({ x: 0, y: 0, w, h }, -(L.safe + u * (L.isStrip ? 1 : 1.4)));
  const inner = grow(outer, -u * (L.isStrip ? 1 : 1.3));
  doc.add(el('path', { d: notchedFrame(outer, u * 3), fill: 'none', stroke: gold, 'stroke-width': u * 0.45 }));
  if (!L.isStrip) doc.add(el('path', { d: chamferedRect(inner, u * 2.2), fill: 'none', stroke: gold, 'stroke-width': u * 0.16 }));
  // Corner fans open towards the centre and tuck behind the photo corners.
  const fr = u * (L.isStrip ? 8 : 10);
  const corners: Array<[number, number, number]> = [
    [inner.x, inner.y, 0],
    [inner.x + inner.w, inner.y, 90],
    [inner.x + inner.w, inner.y + inner.h, 180],
    [inner.x, inner.y + inner.h, 270],
  ];
  for (const [x, y, a] of corners) {
    doc.add(
      g(
        { transform: tf(x, y, a) },
        el('path', { d: `M0 0H${fr}A${fr} ${fr} 0 0 1 0 ${fr}Z`, fill: '#d9b56a', opacity: 0.1 }),
        fan(fr, 0, 90, 10, gold, u * 0.2),
      ),
    );
  }

  for (const p of L.photos) {
    // A dark mat around each photo separates it from the fans behind it.
    const mat = grow(p, u * 0.9);
    doc.add(
      el('path', { d: chamferedRect(grow(mat, u * 0.6), u * 2), fill: '#1c1b18' }),
      el('path', { d: chamferedRect(mat, u * 1.6), fill: 'none', stroke: gold, 'stroke-width': u * 0.25 }),
      photoPanel(doc, p, { fill: '#f7f1e3', radius: 0 }),
    );
  }

  // Names band: a deco rule above and below, a small sunburst crowning it.
  const b = L.band;
  const cx = b.x + b.w / 2;
  const ruleLen = Math.min(b.w * 0.85, u * 60);
  const thick = Math.max(u * 0.35, 3);
  const wide = b.w > b.h * 1.5;
  const top = b.y + (wide ? b.h * 0.2 : b.h * 0.3);
  const bottom = b.y + (wide ? b.h * 0.85 : b.h * 0.72);
  doc.add(
    g({ transform: tf(cx, top) }, decoRule(ruleLen, thick, gold)),
    g({ transform: tf(cx, bottom) }, decoRule(ruleLen, thick, gold)),
    g({ transform: tf(cx, top - thick * 3) }, fan(u * (L.isStrip ? 11 : 6), 180, 360, 12, gold, Math.max(u * 0.16, 1.6))),
  );
  return { svg: doc.toString(), layout: L, plate: { x: cx - ruleLen / 2, y: top + thick * 2, w: ruleLen, h: bottom - top - thick * 4 } };
}

export const gatsbyGold: Design = { name: 'gatsby-gold', render, starter: { namesFont: 'Cinzel', dateFont: 'Josefin Sans', ink: '#e6c878', accent: '#d9b56a' } };
