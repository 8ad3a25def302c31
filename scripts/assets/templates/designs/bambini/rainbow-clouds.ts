import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { cloud, rainbow } from '../../motifs/kids.js';
import { sparklePath, starPath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, g, linearGradient, SvgDoc, tf } from '../../svg.js';

/** Pastel sky, two rainbows rising from behind the photos, puffy clouds and twinkling stars. */
const bows = ['#ff9aa2', '#ffc48a', '#ffe78f', '#a8e6a1', '#9fd3ff', '#c3a8ff'];

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  // Open sky above the photos for the rainbow.
  const L = planLayout(format, { inset: { top: strip ? 26 : 21, left: 11, right: 11, bottom: 11 }, stripPhotos: 3, postcardPhotos: format.key === 'cartolina-orizzontale' ? 2 : 1 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`rainbow-clouds/${format.key}`);
  const sky = doc.id('sky');
  doc.def(linearGradient(sky, [[0, '#bfe3ff'], [0.6, '#e9f3ff'], [1, '#fdeefa']]));
  doc.add(fullRect(w, h, `url(#${sky})`), grainOverlay(doc, ctx, 0.12, w, h));

  // One rainbow arches over the photos; its feet hide behind them, clouds sit at its shoulders.
  const first = L.photos[0] ?? L.content;
  const area = L.photos.reduce((acc, p) => ({ x: Math.min(acc.x, p.x), y: Math.min(acc.y, p.y), w: Math.max(acc.x + acc.w, p.x + p.w) - Math.min(acc.x, p.x), h: acc.h }), first);
  const r = (first.y - L.safe - u * 1.5) / 0.72;
  const stripe = r * 0.085;
  const cx = area.x + area.w / 2;
  doc.add(g({ transform: tf(cx, first.y + r * 0.28) }, rainbow(r, stripe, bows)));
  const cw = r * 0.8;
  doc.add(
    g({ transform: tf(cx - r + stripe * 2.5, first.y + u * 0.5) }, cloud(cw)),
    g({ transform: tf(cx + r - stripe * 2.5, first.y + u * 0.5) }, cloud(cw * 0.9)),
    g({ transform: tf(L.safe + cw * 0.3, h - L.safe * 0.4) }, cloud(cw * 1.1)),
    g({ transform: tf(w - L.safe - cw * 0.25, h + cw * 0.02) }, cloud(cw * 1.3)),
  );
  // Stars and sparkles in the open sky, away from photos and the middle of the band.
  const arch = { x: cx - r - u * 2, y: first.y + r * 0.28 - r - u * 2, w: 2 * r + u * 4, h: r + u * 4 };
  const avoid = [arch, ...L.photos.map((p) => grow(p, u * 1.5)), grow(L.band, -Math.min(L.band.w, L.band.h) * 0.15)];
  let placed = 0;
  for (let i = 0; i < 400 && placed < (L.isStrip ? 14 : 24); i += 1) {
    const x = rng.range(L.safe + u * 2, w - L.safe - u * 2);
    const y = rng.range(L.safe + u * 2, h - L.safe - u * 2);
    if (avoid.some((a) => x > a.x && x < a.x + a.w && y > a.y && y < a.y + a.h)) continue;
    const k = u * rng.range(0.9, 1.8);
    doc.add(
      rng.next() < 0.5
        ? el('path', { d: starPath(k, k * 0.5), transform: tf(x, y, rng.range(-20, 20)), fill: rng.pick(['#ffd65c', '#ffb3c7', '#ffffff']), stroke: '#ffffff', 'stroke-width': k * 0.15, 'stroke-linejoin': 'round' })
        : el('path', { d: sparklePath(k), transform: tf(x, y), fill: '#ffffff' }),
    );
    avoid.push({ x: x - k * 2, y: y - k * 2, w: k * 4, h: k * 4 });
    placed += 1;
  }

  const shadow = { color: '#6b8fb8', opacity: 0.25, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) {
    doc.add(photoPanel(doc, p, { radius: u * 2.5, fill: '#ffffff', shadow, innerLine: { color: '#9fd3ff', width: Math.max(u * 0.3, 2), offset: u * 1, dash: u * 1.1 } }));
  }
  const band = grow(L.band, -Math.min(L.band.w, L.band.h) * 0.05);
  doc.add(photoPanel(doc, band, { radius: Math.min(band.h, band.w) / 2, fill: '#ffffff', shadow, innerLine: { color: '#ffb3c7', width: Math.max(u * 0.3, 2), offset: u * 1, dash: u * 1.1 } }));
  const round = Math.min(band.h, band.w) / 2;
  // The dashed line runs inside each panel: the frame stays within it.
  // Inside a round plate the text takes a wide rectangle (a name on three lines and a date are wider than tall): its corners stay inside the circle.
  const diameter = Math.min(band.w, band.h);
  const isRound = Math.max(band.w, band.h) < Math.min(band.w, band.h) * 1.3;
  return { svg: doc.toString(), layout: L, windows: L.photos.map((p) => grow(p, -u * 1.7)), plate: isRound ? { x: band.x + (band.w - diameter * 0.8) / 2, y: band.y + (band.h - diameter * 0.56) / 2, w: diameter * 0.8, h: diameter * 0.56 } : band.w > band.h ? { ...band, x: band.x + round * 0.6, w: band.w - round * 1.2 } : { ...band, y: band.y + round * 0.6, h: band.h - round * 1.2 } };
}

export const rainbowClouds: Design = {
  name: 'rainbow-clouds',
  render,
  starter: {
    namesFont: 'Fredoka',
    dateFont: 'Quicksand',
    ink: '#3b6fb6',
    accent: '#8a4fbf',
    namesBold: true,
    // On the horizontal strip the name plate is a circle as tall as the strip: the text keeps inside it.
    smallNames: { formats: ['photostrip-orizzontale'], minNamesPx: 44, why: 'the round plate of the horizontal strip' },
  },
};
