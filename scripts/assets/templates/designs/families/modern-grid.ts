import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { el, SvgDoc, tf } from '../../svg.js';
import { starterOn, themeKits, type KitTheme } from './theme-kit.js';

/** Four photos in a clean grid (postcards) or four in a row (strips), the names above them, a fine border. */
export function modernGrid(theme: KitTheme): Design {
  const kit = themeKits[theme];
  function render(format: Format, ctx: DesignContext): RenderedDesign {
    const L = planLayout(format, { inset: 11, gap: 2.5, postcardPhotos: 4, stripPhotos: 4, bandAt: 'start' });
    const { w, h, u } = L;
    const doc = new SvgDoc(w, h);
    doc.add(fullRect(w, h, kit.paper), grainOverlay(doc, ctx, 0.12, w, h));
    const border = grow({ x: 0, y: 0, w, h }, -(L.safe + u * 2.5));
    doc.add(el('rect', { x: border.x, y: border.y, width: border.w, height: border.h, fill: 'none', stroke: kit.main, 'stroke-width': Math.max(u * 0.35, 2) }));
    doc.add(el('rect', { x: border.x + u, y: border.y + u, width: border.w - 2 * u, height: border.h - 2 * u, fill: 'none', stroke: kit.second, 'stroke-width': Math.max(u * 0.15, 1.2) }));
    for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', stroke: kit.tint, strokeWidth: u * 0.5 }));
    // A motif at each end of the band, the middle left for the names.
    const b = L.band;
    const k = Math.min(b.w, b.h) * 0.12;
    const wide = b.w >= b.h;
    const ends: Array<[number, number]> = wide
      ? [[b.x + k * 1.4, b.y + b.h / 2], [b.x + b.w - k * 1.4, b.y + b.h / 2]]
      : [[b.x + b.w / 2, b.y + k * 1.4], [b.x + b.w / 2, b.y + b.h - k * 1.4]];
    // Strips have no room to spare beside the names: the whole band is theirs.
    if (L.isStrip) return { svg: doc.toString(), layout: L, plate: b };
    for (const [x, y] of ends) doc.add(el('path', { d: kit.motif(k), transform: tf(x, y), fill: kit.second }));
    const plate = wide ? { ...b, x: b.x + k * 3, w: b.w - k * 6 } : { ...b, y: b.y + k * 3, h: b.h - k * 6 };
    return { svg: doc.toString(), layout: L, plate };
  }
  return { name: 'modern-grid', render, starter: starterOn(kit, false) };
}
