import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { balloon, confetti } from '../../motifs/party.js';
import { starPath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng, type Rng } from '../../prng.js';
import { el, g, linearGradient, SvgDoc, tf } from '../../svg.js';

/** Glossy balloon bunches in two corners, confetti everywhere but on the photos, warm cream paper. */
const colors = ['#ff6f6f', '#ffc845', '#38c3b5', '#9d83f2', '#ff96c5', '#58a6ff'];

/**
 * Balloons bunched around the corner (cx, cy); sx/sy (+1 or -1) point into the page. Positions are
 * mirrored but balloons stay upright, so strings always hang down.
 */
function bunch(doc: SvgDoc, rng: Rng, s: number, cx: number, cy: number, sx: 1 | -1, sy: 1 | -1): string {
  const spots: Array<[number, number, number]> = [
    [0.6, 0.55, 1.15],
    [2.05, 0.35, 0.95],
    [0.35, 2.0, 0.95],
    [1.55, 1.55, 1.05],
    [3.1, 1.0, 0.75],
    [1.0, 3.05, 0.75],
  ];
  return g(
    {},
    ...spots.map(([x, y, k], i) =>
      g({ transform: tf(cx + sx * x * s, cy + sy * y * s, rng.range(-12, 12)) }, balloon(doc, s * 0.8 * k, colors[(i + rng.int(0, 5)) % colors.length] ?? '#ff6f6f', s * rng.range(1.6, 2.6))),
    ),
  );
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const L = planLayout(format, { inset: 11, stripPhotos: 3, postcardPhotos: format.key === 'cartolina-orizzontale' ? 2 : 1 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`balloon-bouquet/${format.key}`);
  const bg = doc.id('bg');
  doc.def(linearGradient(bg, [[0, '#fff7ec'], [1, '#ffe9ea']]));
  doc.add(fullRect(w, h, `url(#${bg})`), grainOverlay(doc, ctx, 0.18, w, h));

  const band = L.band;
  const textArea = grow(band, -Math.min(band.w, band.h) * 0.12);
  doc.add(confetti(rng, { x: L.safe, y: L.safe, w: w - 2 * L.safe, h: h - 2 * L.safe }, L.isStrip ? 60 : 110, u * 1.3, colors, [...L.photos, textArea]));

  const s = u * (L.isStrip ? 11 : 10.5);
  doc.add(bunch(doc, rng, s, 0, 0, 1, 1), bunch(doc, rng, s, w, h, -1, -1));

  const shadow = { color: '#c0676b', opacity: 0.22, blur: u * 0.8, dy: u * 0.5 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { radius: u * 1.6, fill: '#ffffff', shadow }));

  // Three little stars crown the names band.
  const cx = band.x + band.w / 2;
  const y = band.y + (band.w > band.h * 1.5 ? band.h * 0.12 : band.h * 0.25);
  const k = Math.max(u * 1.6, 11);
  doc.add(
    el('path', { d: starPath(k * 1.3, k * 0.55), transform: tf(cx, y), fill: '#ffc845' }),
    el('path', { d: starPath(k * 0.8, k * 0.35), transform: tf(cx - k * 3, y + k * 0.5, -12), fill: '#ff6f6f' }),
    el('path', { d: starPath(k * 0.8, k * 0.35), transform: tf(cx + k * 3, y + k * 0.5, 12), fill: '#38c3b5' }),
  );
  return { svg: doc.toString(), layout: L, plate: { ...textArea, y: y + k * 2, h: textArea.y + textArea.h - y - k * 2 } };
}

export const balloonBouquet: Design = { name: 'balloon-bouquet', render, starter: { namesFont: 'Pacifico', dateFont: 'Poppins', ink: '#c2255c', accent: '#5a3e8c' } };
