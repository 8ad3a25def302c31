import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { bunting, confetti } from '../../motifs/party.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, SvgDoc } from '../../svg.js';

/** Bold diagonal candy stripes, swags of stitched bunting across the top and a white label for names. */
const flags = ['#ef5d60', '#f7b538', '#2bb3a3', '#24476b', '#f28cb1'];

function stripes(w: number, h: number, pitch: number, color: string): string {
  // One path of parallelograms at 45°, wide enough to cover the page.
  const parts: string[] = [];
  for (let x = -h; x < w + h; x += pitch * 2) parts.push(`M${x.toFixed(1)} 0h${pitch}l${-h} ${h}h${-pitch}Z`);
  return el('path', { d: parts.join(''), fill: color });
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  // A deep top margin holds the bunting.
  const L = planLayout(format, { inset: { top: strip ? 20 : 19, left: 10, right: 10, bottom: 10 }, stripPhotos: 3, postcardPhotos: format.key === 'cartolina-verticale' ? 2 : 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`party-bunting/${format.key}`);
  doc.add(fullRect(w, h, '#fffaf2'), stripes(w, h, u * 4, '#e7f5f1'), grainOverlay(doc, ctx, 0.15, w, h));

  // Two swags on wide formats, one on narrow ones; they hang from just inside the 3 mm margin.
  const flagW = u * (strip ? 7 : 6);
  const top = L.safe + u * 1;
  const sag = u * (strip ? 6 : 6.5);
  const swags = w > h ? [[0.02, 0.5], [0.5, 0.98]] : [[0.02, 0.98]];
  for (const [a = 0, b = 1] of swags) doc.add(bunting([w * a, top], [w * b, top], sag, flagW, flags, '#6b5d52'));

  const band = L.band;
  doc.add(confetti(rng, { x: L.safe, y: top + sag * 1.8, w: w - 2 * L.safe, h: h - top - sag * 1.8 - L.safe }, strip ? 30 : 55, u * 1.1, flags, [...L.photos, grow(band, u)]));

  // Polaroid-style white cards with a deeper bottom edge; the photo goes on the light grey inset.
  const shadow = { color: '#3d4b5c', opacity: 0.22, blur: u * 0.7, dy: u * 0.45 };
  for (const p of L.photos) {
    const card: Rect = grow(p, u * 1.1);
    doc.add(photoPanel(doc, card, { radius: u * 0.5, fill: '#ffffff', shadow }), photoPanel(doc, p, { radius: u * 0.25, fill: '#f4f2ef' }));
  }

  // Names label: white tag with a stitched outline, its middle kept clear.
  const label = grow(band, -Math.min(band.w, band.h) * 0.08);
  doc.add(
    photoPanel(doc, label, { radius: u * 2, fill: '#ffffff', shadow, innerLine: { color: '#ef5d60', width: Math.max(u * 0.3, 2), offset: u * 1.1, dash: u * 1.2 } }),
  );
  return { svg: doc.toString(), layout: L, plate: grow(label, -u * 2) };
}

export const partyBunting: Design = { name: 'party-bunting', render, starter: { namesFont: 'Fredoka', dateFont: 'Poppins', ink: '#c8383b', accent: '#24476b', namesBold: true } };
