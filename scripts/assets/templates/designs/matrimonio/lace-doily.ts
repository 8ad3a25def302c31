import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { eyelets, rings, scallopedRect } from '../../motifs/wedding.js';
import { fullRect, goldGradient, grainOverlay, photoPanel } from '../../paint.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/** An ivory lace card with a scalloped, eyelet-punched edge on dusty blue, four photos and two gold rings. */
function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: strip ? 16 : 13, gap: strip ? 3 : 2.5, postcardPhotos: 4, stripPhotos: 4, bandAt: 'start' });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const gold = goldGradient(doc, Math.max(w, h) * 0.3);
  doc.add(fullRect(w, h, '#d9e1ea'), grainOverlay(doc, ctx, 0.3, w, h));

  const bump = u * (strip ? 2.4 : 2);
  const card = grow({ x: 0, y: 0, w, h }, -(L.safe + bump + u * 0.5));
  doc.add(
    el('path', { d: scallopedRect(card, bump), fill: '#fffdf8' }),
    el('path', { d: eyelets(card, bump, bump * 0.28), fill: '#d9e1ea' }),
    el('rect', { ...rectOf(grow(card, -bump * 1.1)), fill: 'none', stroke: '#9fb2c6', 'stroke-width': Math.max(u * 0.16, 1.4), 'stroke-dasharray': `${u * 0.8} ${u * 0.6}` }),
  );

  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', stroke: '#b7c6d6', strokeWidth: Math.max(u * 0.2, 1.5) }));

  // Two rings crown the names.
  const b = L.band;
  const r = Math.min(b.w * 0.07, b.h * 0.13, u * 4);
  const cy = b.y + r * 1.4;
  doc.add(g({ transform: tf(b.x + b.w / 2, cy) }, rings(r, gold, Math.max(r * 0.16, 1.6))));
  return { svg: doc.toString(), layout: L, plate: { ...b, y: cy + r * 1.3, h: b.y + b.h - cy - r * 1.3 } };
}

function rectOf(r: { x: number; y: number; w: number; h: number }): Record<string, number> {
  return { x: r.x, y: r.y, width: r.w, height: r.h };
}

export const laceDoily: Design = { name: 'lace-doily', render, starter: { namesFont: 'Great Vibes', dateFont: 'Cormorant Garamond', ink: '#34495e', accent: '#4a5a6e' } };
