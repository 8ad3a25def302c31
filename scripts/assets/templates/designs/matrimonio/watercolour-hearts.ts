import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { planLayout } from '../../layout.js';
import { heartPath } from '../../motifs/shapes.js';
import { wash } from '../../motifs/watercolour.js';
import { fullRect, goldGradient, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/**
 * Soft watercolour washes in blush, peach and lilac, gold hearts, and a rounded photo panel. The
 * panel is a rectangle on every format: a photo frame is a rectangle, and an arched panel left its
 * top and two side slivers white around the widest frame that fits under the curve.
 */
const washes = ['#f2a7a6', '#f6c2a0', '#c9b3dd', '#f4b6c2', '#e9c7a4'];

function render(format: Format, ctx: DesignContext): RenderedDesign {
  // Strips get a deeper margin before the first photo so the washes there show.
  const inset = format.key === 'photostrip-verticale' ? { top: 17 } : format.key === 'photostrip-orizzontale' ? { left: 17 } : {};
  const L = planLayout(format, { inset: { top: 11, left: 11, right: 11, bottom: 11, ...inset }, stripPhotos: 3, postcardPhotos: 1 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`watercolour-hearts/${format.key}`);
  const gold = goldGradient(doc, Math.max(w, h) * 0.3);
  doc.add(fullRect(w, h, '#fffaf7'));

  // Washes bloom from two opposite corners and, on long formats, mid-edge; they pass behind the photos.
  const big = Math.max(w, h) * (L.isStrip ? 0.24 : 0.34);
  const spots: Array<[number, number, number]> = [
    [0, 0, 1],
    [w * 0.18, h * 0.02, 0.6],
    [w, h, 1],
    [w * 0.82, h, 0.6],
    [w, 0, 0.45],
    [0, h, 0.45],
  ];
  for (const [x, y, k] of spots) {
    for (let i = 0; i < 3; i += 1) {
      const r = big * k * rng.range(0.5, 0.85);
      doc.add(g({ transform: tf(x + rng.range(-0.3, 0.3) * r, y + rng.range(-0.3, 0.3) * r) }, wash(doc, rng, r, rng.pick(washes))));
    }
  }
  doc.add(grainOverlay(doc, ctx, 0.35, w, h));

  // Scattered hearts and gold dots, denser near the washes.
  const hearts: string[] = [];
  for (let i = 0; i < (L.isStrip ? 26 : 40); i += 1) {
    const corner = rng.pick<[number, number]>([[0, 0], [w, h], [w, 0], [0, h]]);
    const d = rng.range(0.05, 0.55) * Math.max(w, h) * (L.isStrip ? 0.35 : 0.45);
    const a = rng.range(0, Math.PI * 2);
    const x = Math.min(w - L.safe, Math.max(L.safe, corner[0] + Math.cos(a) * d));
    const y = Math.min(h - L.safe, Math.max(L.safe, corner[1] + Math.sin(a) * d));
    if (rng.next() < 0.45) {
      hearts.push(el('path', { d: heartPath(u * rng.range(0.7, 1.5)), transform: tf(x, y, rng.range(-25, 25)), fill: gold, opacity: rng.range(0.75, 1) }));
    } else {
      hearts.push(el('circle', { cx: x, cy: y, r: u * rng.range(0.18, 0.45), fill: gold }));
    }
  }
  doc.add(...hearts);

  const shadow = { color: '#b27c7c', opacity: 0.2, blur: u * 0.8, dy: u * 0.4 };
  for (const p of L.photos) {
    doc.add(photoPanel(doc, p, { radius: u * 1.5, fill: '#ffffff', shadow, innerLine: { color: '#d8b46a', width: u * 0.18, offset: -u * 0.9 } }));
  }

  // A gold heart between two hairlines marks the band; names go beneath it.
  const b = L.band;
  const cx = b.x + b.w / 2;
  const y = b.y + (b.w > b.h * 1.5 ? b.h * 0.14 : b.h * 0.22);
  const half = Math.min(b.w * 0.35, u * 22);
  doc.add(
    el('path', { d: `M${cx - half} ${y}H${cx - u * 2.4}M${cx + u * 2.4} ${y}H${cx + half}`, stroke: gold, 'stroke-width': Math.max(u * 0.18, 1.5) }),
    el('path', { d: heartPath(u * 1.4), transform: tf(cx, y), fill: gold }),
  );
  return { svg: doc.toString(), layout: L, plate: { ...b, y: y + u * 2, h: b.y + b.h - y - u * 2 } };
}

export const watercolourHearts: Design = { name: 'watercolour-hearts', render, starter: { namesFont: 'Parisienne', dateFont: 'Cormorant Garamond', ink: '#8a3a47', accent: '#553a10' } };
