import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout } from '../../layout.js';
import { tropicalLeaf } from '../../motifs/playroom.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng, type Rng } from '../../prng.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/** Jungle: big tropical leaves reaching in from every corner, a wooden sign for the names. */
const greens: Array<[string, string]> = [
  ['#2d8a4e', '#1d6338'],
  ['#49b265', '#2d8a4e'],
  ['#8fd16a', '#5aa33f'],
  ['#1f7a5c', '#12553f'],
];

/** Leaves fanning from a corner at the origin into +x/+y. */
function corner(rng: Rng, s: number): string {
  const leaves: string[] = [];
  for (const [a, k] of [[5, 1], [28, 0.8], [50, 1.05], [72, 0.85], [90, 0.95]] as const) {
    const [fill, vein] = rng.pick(greens);
    leaves.push(el('g', { transform: `rotate(${a + rng.range(-5, 5)})` }, tropicalLeaf(s * k, s * k * 0.42, fill, vein)));
  }
  return g({}, ...leaves);
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: strip ? 14 : 12, postcardPhotos: 1, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`jungle-leaves/${format.key}`);
  doc.add(fullRect(w, h, '#eef7e4'), grainOverlay(doc, ctx, 0.15, w, h));

  const s = u * (strip ? 30 : 26);
  const pull = -u * 2;
  doc.add(
    g({ transform: tf(pull, pull) }, corner(rng, s)),
    g({ transform: tf(w - pull, pull, 90) }, corner(rng, s)),
    g({ transform: tf(w - pull, h - pull, 180) }, corner(rng, s)),
    g({ transform: tf(pull, h - pull, 270) }, corner(rng, s)),
  );

  const shadow = { color: '#1d4a2a', opacity: 0.3, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', radius: u * 1, shadow, innerLine: { color: '#f2c94c', width: Math.max(u * 0.35, 2.4), offset: -u * 1.1 } }));

  // The names on a wooden sign.
  const b = L.band;
  const sign = grow(b, -Math.min(b.w, b.h) * 0.05);
  doc.add(
    photoPanel(doc, sign, { fill: '#f6e3b4', radius: u * 1.2, shadow, stroke: '#8a5a2b', strokeWidth: Math.max(u * 0.6, 4) }),
    el('circle', { cx: sign.x + u * 2, cy: sign.y + u * 2, r: u * 0.6, fill: '#8a5a2b' }),
    el('circle', { cx: sign.x + sign.w - u * 2, cy: sign.y + u * 2, r: u * 0.6, fill: '#8a5a2b' }),
    el('circle', { cx: sign.x + u * 2, cy: sign.y + sign.h - u * 2, r: u * 0.6, fill: '#8a5a2b' }),
    el('circle', { cx: sign.x + sign.w - u * 2, cy: sign.y + sign.h - u * 2, r: u * 0.6, fill: '#8a5a2b' }),
  );
  return { svg: doc.toString(), layout: L, plate: grow(sign, -u * 3) };
}

export const jungleLeaves: Design = { name: 'jungle-leaves', render, starter: { namesFont: 'Lobster', dateFont: 'Quicksand', ink: '#245c2e', accent: '#6b3f16' } };
