import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { streamer } from '../../motifs/celebration.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, g, n, SvgDoc, tf } from '../../svg.js';

/** Curling paper streamers hang from the top edge over warm cream; photos in bright round-cornered frames, a wavy underline. */
const papers: Array<[string, string]> = [
  ['#ff6b6b', '#d94848'],
  ['#4ecdc4', '#2fa79f'],
  ['#ffd93d', '#e0b400'],
  ['#6c5ce7', '#4f3fc4'],
  ['#ff9ff3', '#e070d2'],
];

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: { top: strip ? 16 : 15, left: 11, right: 11, bottom: 11 }, postcardPhotos: 2, stripPhotos: format.key === 'photostrip-orizzontale' ? 4 : 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`curly-streamers/${format.key}`);
  doc.add(fullRect(w, h, '#fff3dc'), grainOverlay(doc, ctx, 0.2, w, h));

  // Streamers across the width; over the names' band they stop short of it.
  const b = L.band;
  const pitch = u * (strip ? 9 : 7);
  const count = Math.floor((w - 2 * L.safe) / pitch);
  const ribbon = u * (strip ? 1.3 : 1.1);
  for (let i = 0; i <= count; i += 1) {
    const x = L.safe + (i * (w - 2 * L.safe)) / Math.max(1, count);
    const overBand = x > b.x - pitch && x < b.x + b.w + pitch;
    const room = (overBand ? b.y - u * 3 : h * 0.75) - L.safe * 0.3;
    const len = Math.min(room, h * rng.range(0.25, 0.6));
    if (len < u * 4) continue;
    const [color, shade] = papers[i % papers.length] ?? ['#ff6b6b', '#d94848'];
    doc.add(g({ transform: tf(x, -u) }, streamer(len + u, ribbon, u * rng.range(1.2, 2), len / (u * 6), color, shade)));
  }

  const shadow = { color: '#a0703a', opacity: 0.25, blur: u * 0.8, dy: u * 0.45 };
  L.photos.forEach((p, i) => {
    const [color] = papers[(i * 2 + 1) % papers.length] ?? ['#4ecdc4'];
    doc.add(photoPanel(doc, grow(p, u * 1.4), { fill: color, radius: u * 2, shadow }), photoPanel(doc, p, { fill: '#ffffff', radius: u * 1 }));
  });

  // A wavy underline under the names, the band otherwise clear.
  const y = b.y + b.h * (b.w > b.h * 1.5 ? 0.86 : 0.9);
  const half = Math.min(b.w * 0.3, u * 20);
  const cx = b.x + b.w / 2;
  const wave = Array.from({ length: 9 }, (_, i) => `${i === 0 ? 'M' : 'L'}${n(cx - half + (i * half) / 4)} ${n(y + (i % 2 === 0 ? -u * 0.6 : u * 0.6))}`).join('');
  doc.add(el('path', { d: wave, fill: 'none', stroke: '#ff6b6b', 'stroke-width': Math.max(u * 0.5, 3), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
  return { svg: doc.toString(), layout: L, plate: { ...b, y: b.y + u, h: y - b.y - u * 2.5 } };
}

export const curlyStreamers: Design = { name: 'curly-streamers', render, starter: { namesFont: 'Fredoka', dateFont: 'Poppins', ink: '#ad2d39', accent: '#3d3b8e', namesBold: true } };
