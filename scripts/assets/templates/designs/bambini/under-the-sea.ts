import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { fish, seaweed } from '../../motifs/playroom.js';
import { starPath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, g, linearGradient, n, SvgDoc, tf } from '../../svg.js';

/** Under the sea: water deepening to the sand, seaweed, bubbles and little fish round the photos, a shell-pink plaque for the names. */
const fishes: Array<[string, string]> = [
  ['#ff8c42', '#e8602c'],
  ['#ffd23f', '#f4a300'],
  ['#ff6f91', '#d94a6e'],
  ['#7ae582', '#3fb95a'],
];

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: { top: 11, left: 11, right: 11, bottom: strip ? 16 : 14 }, postcardPhotos: 3, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`under-the-sea/${format.key}`);
  const water = doc.id('water');
  doc.def(linearGradient(water, [[0, '#a8e6f5'], [0.55, '#5fc2de'], [1, '#2a8fbd']]));
  doc.add(fullRect(w, h, `url(#${water})`), grainOverlay(doc, ctx, 0.12, w, h));

  // Sand along the bottom edge, with seaweed growing from it.
  const sandTop = h - L.safe - u * 3;
  const waves: string[] = [`M0 ${n(sandTop)}`];
  for (let x = 0; x <= w + u * 8; x += u * 8) waves.push(`Q${n(x + u * 4)} ${n(sandTop - u * 1.5)} ${n(x + u * 8)} ${n(sandTop)}`);
  for (let i = 0; i < Math.ceil(w / (u * 9)); i += 1) {
    const x = u * 4 + i * u * 9 + rng.range(-u, u);
    doc.add(g({ transform: tf(x, sandTop + u) }, seaweed(u * rng.range(8, 14), u * 1.1, i % 2 === 0 ? '#2e8b57' : '#3fae6a', rng.range(0, 3))));
  }
  doc.add(el('path', { d: `${waves.join('')}V${h}H0Z`, fill: '#f3dfb0' }));
  for (let i = 0; i < 3; i += 1) doc.add(el('path', { d: starPath(u * 2, u * 0.9), transform: tf(w * (0.2 + i * 0.3), sandTop + u * 2.2, rng.range(0, 40)), fill: '#ff8c6b', stroke: '#e0664a', 'stroke-width': u * 0.25, 'stroke-linejoin': 'round' }));

  const b = L.band;
  const plaque = grow(b, -Math.min(b.w, b.h) * 0.05);
  const avoid: Rect[] = [...L.photos.map((p) => grow(p, u * 1.5)), grow(plaque, u)];
  // Fish first, then bubbles, in the open water.
  let placed = 0;
  for (let i = 0; i < 600 && placed < (strip ? 5 : 8); i += 1) {
    const s = u * rng.range(5, 7.5);
    const x = rng.range(L.safe + s * 0.6, w - L.safe - s * 0.6);
    const y = rng.range(L.safe + s * 0.4, sandTop - s * 0.6);
    if (avoid.some((a) => x + s * 0.6 > a.x && x - s * 0.6 < a.x + a.w && y + s * 0.4 > a.y && y - s * 0.4 < a.y + a.h)) continue;
    const [body, fin] = fishes[placed % fishes.length] ?? ['#ff8c42', '#e8602c'];
    doc.add(g({ transform: `${tf(x, y, rng.range(-10, 10))}${placed % 2 === 0 ? ' scale(-1 1)' : ''}` }, fish(s, body, fin)));
    avoid.push({ x: x - s * 0.7, y: y - s * 0.45, w: s * 1.4, h: s * 0.9 });
    placed += 1;
  }
  const bubbles: string[] = [];
  for (let i = 0; i < (strip ? 40 : 70); i += 1) {
    const r = u * rng.range(0.5, 1.6);
    const x = rng.range(L.safe, w - L.safe);
    const y = rng.range(L.safe, sandTop - u * 2);
    if (avoid.some((a) => x + r > a.x && x - r < a.x + a.w && y + r > a.y && y - r < a.y + a.h)) continue;
    bubbles.push(`M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`);
  }
  doc.add(el('path', { d: bubbles.join(''), fill: '#ffffff', 'fill-opacity': 0.15, stroke: '#ffffff', 'stroke-width': Math.max(u * 0.2, 1.4), opacity: 0.85 }));

  const shadow = { color: '#134f6b', opacity: 0.3, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', radius: u * 1.2, shadow, innerLine: { color: '#ffffff', width: Math.max(u * 0.35, 2.4), offset: -u * 1, opacity: 0.8 } }));
  doc.add(photoPanel(doc, plaque, { fill: '#fff1ea', radius: u * 2.5, shadow, innerLine: { color: '#ff9aa2', width: Math.max(u * 0.25, 2), offset: u * 1, dash: u * 1 } }));
  return { svg: doc.toString(), layout: L, plate: grow(plaque, -u * 2) };
}

export const underTheSea: Design = { name: 'under-the-sea', render, starter: { namesFont: 'Comfortaa', dateFont: 'Quicksand', ink: '#0b4f6c', accent: '#9c2f4f', namesBold: true } };
