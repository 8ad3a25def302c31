import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { planet, rocket } from '../../motifs/playroom.js';
import { sparklePath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, g, n, radialGradient, SvgDoc, tf } from '../../svg.js';

/** Outer space: a rocket blasting off through the stars above the photos, planets in the corners, yellow star names. */
const worlds: Array<[string, string, string | undefined]> = [
  ['#ff9f43', '#d9771b', '#ffd29c'],
  ['#54a0ff', '#2e6fcc', undefined],
  ['#ff6b81', '#d64562', undefined],
  ['#1dd1a1', '#10a37c', '#b9f5e4'],
];

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const vertical = format.heightPx > format.widthPx;
  const sideSky = format.key === 'photostrip-orizzontale';
  const inset = sideSky ? { left: 30, top: 10, right: 10, bottom: 10 } : { top: vertical ? (strip ? 30 : 24) : 26, left: 10, right: 10, bottom: 10 };
  const L = planLayout(format, { inset, postcardPhotos: 2, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`space-rocket/${format.key}`);
  const space = doc.id('space');
  doc.def(radialGradient(space, [[0, '#26307a'], [0.6, '#151d52'], [1, '#0a0f33']], { cx: 0.5, cy: 0.3, r: 0.9 }));
  doc.add(fullRect(w, h, `url(#${space})`), grainOverlay(doc, ctx, 0.15, w, h));
  const b = L.band;
  const clear = grow(b, -Math.min(b.w, b.h) * 0.06);
  const dots: string[] = [];
  for (let i = 0; i < (strip ? 120 : 220); i += 1) {
    const x = rng.range(0, w);
    const y = rng.range(0, h);
    if (x > clear.x && x < clear.x + clear.w && y > clear.y && y < clear.y + clear.h) continue;
    const r = u * rng.range(0.12, 0.3);
    dots.push(`M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`);
  }
  doc.add(el('path', { d: dots.join(''), fill: '#ffffff', opacity: 0.85 }));

  // The rocket in the open sky before the first photo, its trail behind it.
  const first = L.photos[0] ?? L.content;
  const sky: Rect = sideSky ? { x: L.safe, y: L.safe, w: first.x - L.safe - u, h: h - 2 * L.safe } : { x: L.safe, y: L.safe, w: w - 2 * L.safe, h: first.y - L.safe - u };
  const s = Math.min(sky.w, sky.h) * 0.85;
  const at = { x: sky.x + sky.w * (sideSky ? 0.5 : 0.62), y: sky.y + sky.h / 2 };
  doc.add(
    el('path', { d: `M${n(at.x - s * 0.9)} ${n(at.y + s * 0.55)}Q${n(at.x - s * 0.5)} ${n(at.y + s * 0.45)} ${n(at.x - s * 0.2)} ${n(at.y + s * 0.15)}`, fill: 'none', stroke: '#ffffff', 'stroke-width': u * 0.5, 'stroke-dasharray': `${u * 1.5} ${u * 1.2}`, 'stroke-linecap': 'round', opacity: 0.6 }),
    g({ transform: tf(at.x, at.y, 40) }, rocket(s, '#f4f4f8', '#e63946', '#8fd3ff')),
  );
  const spots: Array<[number, number]> = sideSky ? [[sky.x + sky.w * 0.2, sky.y + sky.h * 0.22]] : [[sky.x + sky.w * 0.16, sky.y + sky.h * 0.4]];
  spots.forEach(([x, y], i) => {
    const [fill, shade, ring] = worlds[i] ?? worlds[0] ?? ['#ff9f43', '#d9771b', undefined];
    doc.add(g({ transform: tf(x, y) }, planet(Math.min(sky.w, sky.h) * 0.2, fill, shade, ring)));
  });
  // More planets and sparkles wherever the margins leave room.
  const avoid: Rect[] = [...L.photos.map((p) => grow(p, u)), clear, { x: at.x - s * 0.6, y: at.y - s * 0.6, w: s * 1.2, h: s * 1.2 }];
  let placed = 0;
  for (let i = 0; i < 600 && placed < (strip ? 6 : 10); i += 1) {
    const r = u * (placed < 2 ? rng.range(3, 4.5) : rng.range(0.8, 1.6));
    const x = rng.range(L.safe + r, w - L.safe - r);
    const y = rng.range(L.safe + r, h - L.safe - r);
    if (avoid.some((a) => x + r * 1.7 > a.x && x - r * 1.7 < a.x + a.w && y + r > a.y && y - r < a.y + a.h)) continue;
    const [fill, shade, ring] = worlds[(placed + 1) % worlds.length] ?? ['#54a0ff', '#2e6fcc', undefined];
    doc.add(placed < 2 ? g({ transform: tf(x, y) }, planet(r, fill, shade, ring)) : el('path', { d: sparklePath(r * 1.6), transform: tf(x, y), fill: '#ffe27a' }));
    avoid.push({ x: x - r * 1.8, y: y - r * 1.2, w: r * 3.6, h: r * 2.4 });
    placed += 1;
  }

  const shadow = { color: '#000000', opacity: 0.4, blur: u * 0.9, dy: u * 0.5 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', radius: u * 1.5, shadow, innerLine: { color: '#ffe27a', width: Math.max(u * 0.35, 2.4), offset: -u * 1.1, dash: u * 1.2 } }));
  return { svg: doc.toString(), layout: L, plate: clear };
}

export const spaceRocket: Design = { name: 'space-rocket', render, starter: { namesFont: 'Fredoka', dateFont: 'Quicksand', ink: '#ffe27a', accent: '#e6ecff', namesBold: true } };
