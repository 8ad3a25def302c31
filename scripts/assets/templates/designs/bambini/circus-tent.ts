import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { ticketPath, valance } from '../../motifs/playroom.js';
import { starPath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { el, SvgDoc, tf } from '../../svg.js';

/** Under the big top: a red and white scalloped valance, tent stripes, marquee bulbs round the photos, a circus ticket for the names. */
function bulbs(r: { x: number; y: number; w: number; h: number }, pitch: number, radius: number): string {
  const dots: string[] = [];
  const along = (x0: number, y0: number, dx: number, dy: number, len: number): void => {
    const count = Math.max(2, Math.round(len / pitch));
    for (let i = 0; i < count; i += 1) dots.push(el('circle', { cx: x0 + (dx * len * i) / count, cy: y0 + (dy * len * i) / count, r: radius }));
  };
  along(r.x, r.y, 1, 0, r.w);
  along(r.x + r.w, r.y, 0, 1, r.h);
  along(r.x + r.w, r.y + r.h, -1, 0, r.w);
  along(r.x, r.y + r.h, 0, -1, r.h);
  return el('g', { fill: '#ffd23f', stroke: '#e0a100', 'stroke-width': radius * 0.3 }, ...dots);
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: { top: strip ? 19 : 16, left: 11, right: 11, bottom: 11 }, gap: 5, postcardPhotos: 3, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  doc.add(fullRect(w, h, '#fff4e0'));
  // Tent stripes, then the valance along the top edge.
  const pitch = u * 8;
  const stripes: string[] = [];
  for (let x = 0; x < w; x += pitch * 2) stripes.push(`M${x.toFixed(1)} 0h${pitch}V${h}h${-pitch}Z`);
  doc.add(el('path', { d: stripes.join(''), fill: '#fde2d2' }), grainOverlay(doc, ctx, 0.15, w, h));
  const r = u * (strip ? 4.5 : 4);
  doc.add(valance(-r, w + r, r, ['#d62828', '#ffffff'], '#f4a300'));
  for (const [x, k] of [[0.1, 1], [0.9, 0.8]] as const) doc.add(el('path', { d: starPath(u * 2.2 * k, u * 0.9 * k), transform: tf(w * x, r * 2.7), fill: '#f4a300' }));

  const shadow = { color: '#8a3a2a', opacity: 0.22, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) {
    const frame = grow(p, u * 1.6);
    doc.add(photoPanel(doc, frame, { fill: '#d62828', radius: u * 0.8, shadow }), bulbs(grow(frame, -u * 0.8), u * 3.2, u * 0.45), photoPanel(doc, p, { fill: '#ffffff' }));
  }

  // The names on an admit-one ticket.
  const b = L.band;
  const t = grow(b, -Math.min(b.w, b.h) * 0.06);
  const notch = Math.min(t.w, t.h) * 0.12;
  doc.add(
    el('path', { d: ticketPath(t.x, t.y, t.w, t.h, notch), fill: '#fffaf0', stroke: '#d62828', 'stroke-width': Math.max(u * 0.5, 3) }),
    el('rect', { x: t.x + u * 1.4, y: t.y + u * 1.4, width: t.w - u * 2.8, height: t.h - u * 2.8, fill: 'none', stroke: '#f4a300', 'stroke-width': Math.max(u * 0.2, 1.5), 'stroke-dasharray': `${u} ${u * 0.7}` }),
  );
  const inner = t.w > t.h ? { ...t, x: t.x + notch * 1.4, w: t.w - notch * 2.8 } : { ...t, y: t.y + notch * 1.4, h: t.h - notch * 2.8 };
  return { svg: doc.toString(), layout: L, plate: grow(inner, -u * 1.6) };
}

export const circusTent: Design = { name: 'circus-tent', render, starter: { namesFont: 'Lobster', dateFont: 'Poppins', ink: '#b3001b', accent: '#1d3557' } };
