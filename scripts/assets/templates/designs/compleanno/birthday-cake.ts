import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { cake, giftBow, type CakeColors } from '../../motifs/celebration.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/** Mint paper strewn with sprinkles, a candle-lit cake and a wrapped present by the names, photos in pink frames. */
const sprinkles = ['#ff8fab', '#4cc9f0', '#ffd166', '#06d6a0', '#9b5de5'];
const colors: CakeColors = { sponge: '#f6d6a8', icing: '#ff8fab', drip: '#ffffff', plate: '#c9cbd9', candles: ['#4cc9f0', '#ffd166', '#ef476f', '#06d6a0'] };

function present(s: number): string {
  return g(
    {},
    el('rect', { x: -s * 0.5, y: -s * 0.72, width: s, height: s * 0.72, rx: s * 0.03, fill: '#4cc9f0' }),
    el('rect', { x: -s * 0.56, y: -s * 0.86, width: s * 1.12, height: s * 0.18, rx: s * 0.03, fill: '#3aa8cc' }),
    el('rect', { x: -s * 0.08, y: -s * 0.86, width: s * 0.16, height: s * 0.86, fill: '#ffd166' }),
    g({ transform: tf(0, -s * 0.88) }, giftBow(s * 0.3, '#ffd166', '#e0a800')),
  );
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const L = planLayout(format, { inset: 11, postcardPhotos: 2, stripPhotos: format.key === 'photostrip-orizzontale' ? 4 : 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`birthday-cake/${format.key}`);
  doc.add(fullRect(w, h, '#e9f7f3'), grainOverlay(doc, ctx, 0.15, w, h));

  // Sprinkles everywhere but on the photos and the names.
  const b = L.band;
  const avoid: Rect[] = [...L.photos.map((p) => grow(p, u * 2)), grow(b, u)];
  const bits: string[] = [];
  for (let i = 0; i < 900 && bits.length < (L.isStrip ? 70 : 140); i += 1) {
    const x = rng.range(L.safe, w - L.safe);
    const y = rng.range(L.safe, h - L.safe);
    if (avoid.some((r) => x > r.x && x < r.x + r.w && y > r.y && y < r.y + r.h)) continue;
    bits.push(el('rect', { x: -u * 0.8, y: -u * 0.25, width: u * 1.6, height: u * 0.5, rx: u * 0.25, fill: rng.pick(sprinkles), transform: tf(x, y, rng.range(0, 180)) }));
  }
  doc.add(...bits);

  const shadow = { color: '#5f9f90', opacity: 0.25, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) doc.add(photoPanel(doc, grow(p, u * 1.2), { fill: '#ffb3c6', radius: u * 1.6, shadow }), photoPanel(doc, p, { fill: '#ffffff', radius: u * 0.8 }));

  // A wide band: the cake at one end, the present at the other. A tall one: the cake crowns the names.
  if (b.w > b.h * 1.8) {
    const s = Math.min(b.h * 0.85, b.w * 0.2);
    doc.add(g({ transform: tf(b.x + s * 0.65, b.y + b.h * 0.5 + s * 0.45) }, cake(s, colors)), g({ transform: tf(b.x + b.w - s * 0.55, b.y + b.h * 0.5 + s * 0.4) }, present(s * 0.75)));
    return { svg: doc.toString(), layout: L, plate: { ...b, x: b.x + s * 1.35, w: b.w - s * 2.7 } };
  }
  const s = Math.min(b.w * 0.42, b.h * 0.34);
  const base = b.y + s * 0.98;
  doc.add(g({ transform: tf(b.x + b.w / 2, base) }, cake(s, colors)));
  return { svg: doc.toString(), layout: L, plate: { ...b, y: base + u * 1.5, h: b.y + b.h - base - u * 1.5 } };
}

export const birthdayCake: Design = { name: 'birthday-cake', render, starter: { namesFont: 'Dancing Script', dateFont: 'Poppins', ink: '#c2255c', accent: '#5a3e8c', namesBold: true } };
