import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { fireworkBurst } from '../../motifs/celebration.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, g, radialGradient, SvgDoc, tf } from '../../svg.js';

/** A midnight sky lit by firework bursts in gold, pink and cyan, tiny stars, photos with a gold hairline. */
const bursts: Array<[string, string]> = [
  ['#ffd166', '#fff3c4'],
  ['#ff5fa2', '#ffd1e6'],
  ['#5ce1e6', '#d9fbff'],
  ['#b69cff', '#ffffff'],
];

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const L = planLayout(format, { inset: 13, postcardPhotos: 3, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`fireworks-night/${format.key}`);
  const sky = doc.id('sky');
  doc.def(radialGradient(sky, [[0, '#24205a'], [0.6, '#141a45'], [1, '#0a0f2c']], { cx: 0.5, cy: 0.35, r: 0.9 }));
  doc.add(fullRect(w, h, `url(#${sky})`), grainOverlay(doc, ctx, 0.2, w, h));

  const b = L.band;
  const clear = grow(b, -Math.min(b.w, b.h) * 0.08);
  const stars: string[] = [];
  for (let i = 0; i < (L.isStrip ? 90 : 180); i += 1) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    if (x > clear.x && x < clear.x + clear.w && y > clear.y && y < clear.y + clear.h) continue;
    stars.push(`M${(x - 1).toFixed(1)} ${y.toFixed(1)}a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`);
  }
  doc.add(el('path', { d: stars.join(''), fill: '#ffffff', opacity: 0.7, stroke: '#ffffff', 'stroke-width': u * 0.25 }));

  // Bursts in the free sky, large first.
  const avoid: Rect[] = [...L.photos.map((p) => grow(p, u)), clear];
  let placed = 0;
  for (let i = 0; i < 900 && placed < (L.isStrip ? 9 : 14); i += 1) {
    const r = u * (placed < 4 ? rng.range(7, 10) : rng.range(3.5, 6));
    const x = rng.range(L.safe, w - L.safe);
    const y = rng.range(L.safe, h - L.safe);
    // A burst may pass behind a photo, never over the names.
    if (x + r > clear.x && x - r < clear.x + clear.w && y + r > clear.y && y - r < clear.y + clear.h) continue;
    if (avoid.slice(L.photos.length + 1).some((a) => x + r > a.x && x - r < a.x + a.w && y + r > a.y && y - r < a.y + a.h)) continue;
    const [paint, accent] = bursts[placed % bursts.length] ?? ['#ffd166', '#ffffff'];
    doc.add(g({ transform: tf(x, y, rng.range(0, 30)) }, fireworkBurst(r, paint, accent, placed % 2 === 0 ? 16 : 12)));
    avoid.push({ x: x - r * 0.8, y: y - r * 0.8, w: r * 1.6, h: r * 1.6 });
    placed += 1;
  }

  const shadow = { color: '#000000', opacity: 0.4, blur: u * 0.9, dy: u * 0.5 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#fbf7ff', radius: u * 0.5, shadow, innerLine: { color: '#ffd166', width: Math.max(u * 0.22, 1.6), offset: -u * 1 } }));
  return { svg: doc.toString(), layout: L, plate: clear };
}

export const fireworksNight: Design = { name: 'fireworks-night', render, starter: { namesFont: 'Pacifico', dateFont: 'Montserrat', ink: '#ffd98a', accent: '#f3f0ff' } };
