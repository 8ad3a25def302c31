import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { animalFace, type Animal } from '../../motifs/kids.js';
import { heartPath } from '../../motifs/shapes.js';
import { fullRect, photoPanel } from '../../paint.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/** Friendly animals peeking over the photos on a mint polka-dot ground; hearts around the names. */
const cast: readonly Animal[] = ['bear', 'bunny', 'cat', 'panda', 'fox'];

function render(format: Format, _ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: { top: strip ? 24 : 17, left: 10, right: 10, bottom: 10 }, stripPhotos: 3, postcardPhotos: format.key === 'cartolina-orizzontale' ? 2 : 1 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  doc.add(fullRect(w, h, '#e3f5ec'));
  // Polka dots drawn as one path: cheaper than a pattern fill in librsvg.
  const pitch = u * 6;
  const dots: string[] = [];
  for (let row = 0, y = pitch / 2; y < h + pitch; row += 1, y += pitch * 0.87) {
    for (let x = row % 2 === 0 ? pitch / 2 : pitch; x < w + pitch; x += pitch) {
      dots.push(`M${(x - u * 0.8).toFixed(1)} ${y.toFixed(1)}a${u * 0.8} ${u * 0.8} 0 1 0 ${u * 1.6} 0a${u * 0.8} ${u * 0.8} 0 1 0 ${-u * 1.6} 0`);
    }
  }
  doc.add(el('path', { d: dots.join(''), fill: '#ffffff', opacity: 0.7 }));

  // Heads sit behind the top edge of the photos that have open space above them.
  const s = u * (strip ? 8.5 : 6.5);
  const peekers = L.photos.filter((p) => p.y - s * 1.4 > L.safe * 0.5 && !L.photos.some((q) => q !== p && q.y < p.y && q.x < p.x + p.w && q.x + q.w > p.x));
  let who = 0;
  for (const p of peekers) {
    const spots = p.w > s * 7 ? [0.2, 0.5, 0.8] : [0.5];
    for (const t of spots) {
      const kind = cast[who % cast.length] ?? 'bear';
      who += 1;
      doc.add(g({ transform: tf(p.x + p.w * t, p.y + s * 0.25, (who % 2 === 0 ? 1 : -1) * 6) }, animalFace(kind, s)));
    }
  }

  const shadow = { color: '#4f8f78', opacity: 0.25, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { radius: u * 2.2, fill: '#ffffff', shadow, stroke: '#ffffff', strokeWidth: u * 0.6 }));

  // Names band: white pill, a little heart at each end, and a friend resting at its bottom corner.
  const b = L.band;
  const pill = grow(b, -Math.min(b.w, b.h) * 0.08);
  doc.add(photoPanel(doc, pill, { radius: Math.min(pill.w, pill.h) * 0.3, fill: '#ffffff', shadow }));
  const k = Math.max(u * 1.5, 10);
  const wide = pill.w > pill.h;
  const ends: Array<[number, number]> = wide
    ? [[pill.x + k * 2.2, pill.y + pill.h / 2], [pill.x + pill.w - k * 2.2, pill.y + pill.h / 2]]
    : [[pill.x + pill.w / 2, pill.y + k * 2.2], [pill.x + pill.w / 2, pill.y + pill.h - k * 2.2]];
  for (const [x, y] of ends) doc.add(el('path', { d: heartPath(k), transform: tf(x, y), fill: '#ff9db5' }));
  const sitter = u * (strip ? 6 : 5);
  doc.add(g({ transform: tf(pill.x + pill.w - sitter * 0.4, pill.y + pill.h - sitter * 0.2, 12) }, animalFace(strip ? 'panda' : 'bunny', sitter)));
  const pad = k * 4.2;
  return { svg: doc.toString(), layout: L, plate: wide ? { ...pill, x: pill.x + pad, w: pill.w - 2 * pad } : { ...pill, y: pill.y + pad, h: pill.h - 2 * pad } };
}

export const animalFriends: Design = { name: 'animal-friends', render, starter: { namesFont: 'Comfortaa', dateFont: 'Quicksand', ink: '#2f7a5f', accent: '#2f6b8a', namesBold: true } };
