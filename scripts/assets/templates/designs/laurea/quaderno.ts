import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { spiralBinding, tape } from '../../motifs/school.js';
import { fullRect, photoPanel } from '../../paint.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/** A squared exercise book: blue grid, a red margin line, spiral binding along the top, photos taped in on white cards. */
const tapes: Array<[string, string]> = [
  ['#ffd6a5', '#f4a259'],
  ['#caffbf', '#7bc96f'],
  ['#a0c4ff', '#5a8dee'],
  ['#ffadad', '#e5646b'],
];

function render(format: Format, _ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: { top: strip ? 16 : 15, left: 11, right: 11, bottom: 10 }, gap: 5, postcardPhotos: 4, stripPhotos: format.key === 'photostrip-orizzontale' ? 3 : 4, bandAt: 'start' });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  doc.add(fullRect(w, h, '#fdfdfb'));
  const pitch = u * 4;
  const grid: string[] = [];
  for (let x = pitch; x < w; x += pitch) grid.push(`M${x.toFixed(1)} 0V${h}`);
  for (let y = pitch; y < h; y += pitch) grid.push(`M0 ${y.toFixed(1)}H${w}`);
  doc.add(el('path', { d: grid.join(''), stroke: '#bcd3ea', 'stroke-width': Math.max(u * 0.1, 1) }));
  const margin = L.safe + u * 3.5;
  doc.add(el('path', { d: `M${margin} 0V${h}`, stroke: '#e5646b', 'stroke-width': Math.max(u * 0.25, 2) }));
  doc.add(spiralBinding({ x: L.safe, y: 0, w: w - 2 * L.safe, h: L.safe + u * 3 }, u * (strip ? 6 : 4.5), '#d9d6cf', '#8a8f99'));

  const shadow = { color: '#6b7a8a', opacity: 0.22, blur: u * 0.6, dy: u * 0.35 };
  L.photos.forEach((p, i) => {
    const card = grow(p, u * 2.2);
    const [fill, stripe] = tapes[i % tapes.length] ?? ['#ffd6a5', '#f4a259'];
    doc.add(
      photoPanel(doc, card, { fill: '#ffffff', shadow }),
      photoPanel(doc, p, { fill: '#f1efea' }),
      g({ transform: tf(card.x + card.w / 2, card.y, i % 2 === 0 ? -3 : 3) }, tape(Math.min(card.w * 0.4, u * 14), u * 3.2, fill, stripe)),
    );
  });

  // A pen doodle: a star before the names and an underline.
  const b = L.band;
  const y = b.y + b.h - u * 1.2;
  doc.add(el('path', { d: `M${b.x + b.w * 0.25} ${y}Q${b.x + b.w * 0.5} ${y - u} ${b.x + b.w * 0.75} ${y + u * 0.3}`, fill: 'none', stroke: '#1f4e99', 'stroke-width': Math.max(u * 0.3, 2), 'stroke-linecap': 'round' }));
  return { svg: doc.toString(), layout: L, plate: { ...b, x: Math.max(b.x, margin + u), w: b.x + b.w - Math.max(b.x, margin + u), h: b.h - u * 2.5 } };
}

export const quaderno: Design = { name: 'quaderno', render, starter: { namesFont: 'Caveat', dateFont: 'Quicksand', ink: '#1f4e99', accent: '#1f4e99', namesBold: true } };
