import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { planLayout } from '../../layout.js';
import { roundRectPath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { el, SvgDoc, tf } from '../../svg.js';
import { starterOn, themeKits, type KitTheme } from './theme-kit.js';

/** A strip of film: near-black stock with sprocket holes along the long edges, photos side by side. */
export function filmReel(theme: KitTheme): Design {
  const kit = themeKits[theme];
  function render(format: Format, ctx: DesignContext): RenderedDesign {
    const landscape = format.widthPx > format.heightPx;
    const inset = landscape ? { top: 15, bottom: 15, left: 8, right: 8 } : { left: 15, right: 15, top: 8, bottom: 8 };
    const L = planLayout(format, { inset, gap: 2, postcardPhotos: landscape ? 2 : 3, stripPhotos: 4 });
    const { w, h, u } = L;
    const doc = new SvgDoc(w, h);
    doc.add(fullRect(w, h, '#19181a'), grainOverlay(doc, ctx, 0.25, w, h));
    // Sprocket holes in two rows along the long edges, inside the 3 mm margin.
    const hole = { a: u * 3.2, b: u * 2.2 };
    const holes: string[] = [];
    const along = landscape ? w : h;
    const pitch = u * 5.5;
    const edge = L.safe + u * 1.8;
    for (let t = L.safe + pitch / 2; t + hole.a < along - L.safe; t += pitch) {
      for (const side of [edge, (landscape ? h : w) - edge - hole.b]) {
        holes.push(landscape ? roundRectPath(t, side, hole.a, hole.b, u * 0.5) : roundRectPath(side, t, hole.b, hole.a, u * 0.5));
      }
    }
    doc.add(el('path', { d: holes.join(''), fill: '#f2efe8', opacity: 0.92 }));
    for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#f4f1ea', radius: u * 0.4 }));
    // Frame numbers and a thin coloured rule by the names.
    const b = L.band;
    const wide = b.w >= b.h;
    const ruleW = Math.max(u * 0.3, 2);
    if (wide) doc.add(el('path', { d: `M${b.x + b.w * 0.25} ${b.y + b.h * 0.9}H${b.x + b.w * 0.75}`, stroke: kit.second, 'stroke-width': ruleW }));
    else doc.add(el('path', { d: `M${b.x + b.w * 0.2} ${b.y + b.h * 0.85}H${b.x + b.w * 0.8}`, stroke: kit.second, 'stroke-width': ruleW }));
    doc.add(el('path', { d: kit.motif(u * 1.6), transform: tf(b.x + b.w / 2, b.y + b.h * (wide ? 0.12 : 0.1)), fill: kit.second }));
    const plate = wide ? { ...b, y: b.y + b.h * 0.2, h: b.h * 0.65 } : { ...b, y: b.y + b.h * 0.18, h: b.h * 0.62 };
    return { svg: doc.toString(), layout: L, plate };
  }
  return { name: 'film-reel', render, starter: { ...starterOn(kit, true), ink: '#f7f3ea', accent: '#e9e4da' } };
}
