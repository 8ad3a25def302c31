import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { el, SvgDoc, tf } from '../../svg.js';
import { starterOn, themeKits, type KitTheme } from './theme-kit.js';

/** One big photo (three on strips) on paper, the names on a full-bleed block of the theme's colour. */
export function colourBlock(theme: KitTheme): Design {
  const kit = themeKits[theme];
  function render(format: Format, ctx: DesignContext): RenderedDesign {
    const landscapeCard = format.key === 'cartolina-orizzontale';
    const L = planLayout(format, { inset: 10, gap: 5, postcardPhotos: 1, stripPhotos: 3, bandAt: landscapeCard ? 'start' : 'end' });
    const { w, h, u } = L;
    const doc = new SvgDoc(w, h);
    doc.add(fullRect(w, h, kit.paper), grainOverlay(doc, ctx, 0.12, w, h));
    // The block runs from the band to the trim edge on its side.
    const b = L.band;
    const side: 'left' | 'right' | 'bottom' = landscapeCard ? 'left' : L.shape === 'strip-horizontal' ? 'right' : 'bottom';
    const pad = u * 2.5;
    const block: Rect =
      side === 'left' ? { x: 0, y: 0, w: b.x + b.w + pad, h } : side === 'right' ? { x: b.x - pad, y: 0, w: w - b.x + pad, h } : { x: 0, y: b.y - pad, w, h: h - b.y + pad };
    doc.add(el('rect', { x: block.x, y: block.y, width: block.w, height: block.h, fill: kit.main }));
    // A tint band echoes the block on the far side.
    const echo = u * 2;
    const far: Rect = side === 'left' ? { x: w - echo, y: 0, w: echo, h } : side === 'right' ? { x: 0, y: 0, w: echo, h } : { x: 0, y: 0, w, h: echo };
    doc.add(el('rect', { x: far.x, y: far.y, width: far.w, height: far.h, fill: kit.second }));
    for (const p of L.photos) {
      doc.add(el('rect', { x: p.x - u * 1.2, y: p.y - u * 1.2, width: p.w + u * 2.4, height: p.h + u * 2.4, fill: 'none', stroke: kit.main, 'stroke-width': Math.max(u * 0.3, 2) }));
      doc.add(photoPanel(doc, p, { fill: '#ffffff' }));
    }
    // Three small motifs crown the names.
    const wide = b.w >= b.h;
    const k = u * 1.3;
    const cy = b.y + (wide ? b.h * 0.16 : b.h * 0.1);
    for (const dx of [-3, 0, 3]) doc.add(el('path', { d: kit.motif(dx === 0 ? k * 1.3 : k), transform: tf(b.x + b.w / 2 + dx * k, cy), fill: kit.second }));
    const plate = grow({ ...b, y: cy + k * 2, h: b.y + b.h - cy - k * 2 }, -u);
    return { svg: doc.toString(), layout: L, plate };
  }
  return { name: 'colour-block', render, starter: starterOn(kit, true) };
}
