import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { planLayout } from '../../layout.js';
import { decoRule } from '../../motifs/deco.js';
import { bookRow } from '../../motifs/school.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/** A library: a shelf of leather-bound books along the bottom edge, warm paper, the names at the top over a gilt rule. */
const bindings = ['#7b1e2b', '#1f3a5f', '#2f5d46', '#b5832f', '#5b3a6b', '#8c4a2f', '#3d4f6e'];

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: { top: 10, left: 10, right: 10, bottom: strip ? 26 : 22 }, postcardPhotos: 2, stripPhotos: 3, bandAt: 'start' });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`library-shelves/${format.key}`);
  doc.add(fullRect(w, h, '#f6efe2'), grainOverlay(doc, ctx, 0.35, w, h));

  // The shelf: a plank just inside the bottom margin, books standing on it up to the photos.
  const plank = u * (strip ? 2.6 : 2.2);
  const shelfTop = h - L.safe * 0.5 - plank;
  const last = L.photos.reduce((m, p) => Math.max(m, p.y + p.h), 0);
  const maxH = Math.max(u * 6, shelfTop - last - u * 2.5);
  doc.add(
    bookRow(rng, -u, w + u, shelfTop, maxH, bindings, '#e0c27a'),
    el('rect', { x: 0, y: shelfTop, width: w, height: plank, fill: '#8a5a34' }),
    el('rect', { x: 0, y: shelfTop, width: w, height: plank * 0.25, fill: '#b07a4a' }),
    el('rect', { x: 0, y: shelfTop + plank, width: w, height: h - shelfTop - plank, fill: '#6b4326' }),
  );

  const shadow = { color: '#5a4025', opacity: 0.25, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#fffdf8', radius: u * 0.3, shadow, innerLine: { color: '#7b1e2b', width: Math.max(u * 0.2, 1.5), offset: -u * 1.1 } }));

  // A gilt rule under the names.
  const b = L.band;
  const len = Math.min(b.w * 0.7, u * 50);
  const thick = Math.max(u * 0.3, 2.4);
  const y = b.y + b.h - thick * 3.5;
  doc.add(g({ transform: tf(b.x + b.w / 2, y) }, decoRule(len, thick, '#b5832f')));
  return { svg: doc.toString(), layout: L, plate: { ...b, h: y - thick * 4 - b.y } };
}

export const libraryShelves: Design = { name: 'library-shelves', render, starter: { namesFont: 'Merriweather', dateFont: 'Lora', ink: '#3b2a1e', accent: '#6b2330', namesBold: true } };
