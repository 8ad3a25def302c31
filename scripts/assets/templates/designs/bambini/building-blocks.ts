import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { toyBlock } from '../../motifs/playroom.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { linePath } from '../../starter-fonts.js';
import { g, SvgDoc, tf } from '../../svg.js';

/** Wooden alphabet blocks lined up along the bottom edge, four photos in chunky primary-colour frames, the names on top. */
const toys: Array<[string, string]> = [
  ['#e63946', '#a4222d'],
  ['#f4a300', '#b97800'],
  ['#2a9d8f', '#1d6e64'],
  ['#3a86ff', '#2558b3'],
  ['#8e44ad', '#5f2d75'],
];
const letters = ['A', 'B', 'C', '1', '2', '3'];

function block(s: number, i: number): string {
  const [color, dark] = toys[i % toys.length] ?? ['#e63946', '#a4222d'];
  return toyBlock(s, color, dark, linePath(letters[i % letters.length] ?? 'A', 'Fredoka', true, s * 0.62, 0, 0));
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: { top: 10, left: 10, right: 10, bottom: strip ? 20 : 17 }, gap: 4, postcardPhotos: 4, stripPhotos: 4, bandAt: 'start' });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  doc.add(fullRect(w, h, '#fff8e1'), grainOverlay(doc, ctx, 0.15, w, h));

  // A row of blocks on the floor line, a second smaller one stacked here and there.
  const last = L.photos.reduce((m, p) => Math.max(m, p.y + p.h), 0);
  const s = Math.min(u * (strip ? 10 : 9), (h - L.safe * 0.6 - last - u * 2) * 0.95);
  const floor = h - L.safe * 0.6;
  const count = Math.floor((w - L.safe) / (s * 1.25));
  const step = (w - L.safe * 1.2) / count;
  for (let i = 0; i < count; i += 1) {
    doc.add(g({ transform: tf(L.safe * 0.6 + step * (i + 0.5), floor - s / 2, i % 2 === 0 ? -4 : 5) }, block(s, i)));
  }

  const shadow = { color: '#8a6d2a', opacity: 0.22, blur: u * 0.7, dy: u * 0.4 };
  L.photos.forEach((p, i) => {
    const [color] = toys[i % toys.length] ?? ['#e63946'];
    doc.add(photoPanel(doc, grow(p, u * 1.3), { fill: color, radius: u * 1.4, shadow }), photoPanel(doc, p, { fill: '#ffffff', radius: u * 0.6 }));
  });

  // A block at each end of a wide band; a tall band keeps all its room for the names.
  const b = L.band;
  if (b.w > b.h * 2) {
    const k = Math.min(b.h * 0.55, u * 9);
    doc.add(g({ transform: tf(b.x + k * 0.7, b.y + b.h / 2, -6) }, block(k, 0)), g({ transform: tf(b.x + b.w - k * 0.7, b.y + b.h / 2, 6) }, block(k, 2)));
    return { svg: doc.toString(), layout: L, plate: { ...b, x: b.x + k * 1.6, w: b.w - k * 3.2 } };
  }
  return { svg: doc.toString(), layout: L, plate: b };
}

export const buildingBlocks: Design = { name: 'building-blocks', render, starter: { namesFont: 'Fredoka', dateFont: 'Quicksand', ink: '#1d4e89', accent: '#a4222d', namesBold: true } };
