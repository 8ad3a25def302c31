import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { crayon } from '../../motifs/kids.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng, type Rng } from '../../prng.js';
import { g, SvgDoc, tf } from '../../svg.js';

/** White drawing paper covered in wax-crayon doodles: stars, suns, hearts, spirals, zigzags, flowers. */
const waxes = ['#ff5a5f', '#ffb400', '#2bb673', '#2f80ed', '#9b51e0', '#ff7ac6', '#00b8d9'];

type Pt = [number, number];

function doodlePoints(kind: number, k: number): Pt[][] {
  const circle = (r: number, cx = 0, cy = 0, steps = 14): Pt[] => Array.from({ length: steps + 1 }, (_, i) => [cx + Math.cos((i / steps) * Math.PI * 2) * r, cy + Math.sin((i / steps) * Math.PI * 2) * r]);
  switch (kind) {
    case 0: // star
      return [Array.from({ length: 11 }, (_, i) => { const r = i % 2 === 0 ? k : k * 0.45; const a = -Math.PI / 2 + (i * Math.PI) / 5; return [Math.cos(a) * r, Math.sin(a) * r] as Pt; })];
    case 1: // sun
      return [circle(k * 0.5), ...Array.from({ length: 8 }, (_, i) => { const a = (i * Math.PI) / 4; return [[Math.cos(a) * k * 0.72, Math.sin(a) * k * 0.72], [Math.cos(a) * k * 1.05, Math.sin(a) * k * 1.05]] as Pt[]; })];
    case 2: // heart
      return [Array.from({ length: 25 }, (_, i) => { const t = (i / 24) * Math.PI * 2; return [(16 * Math.sin(t) ** 3 * k) / 16, (-(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t)) * k) / 16] as Pt; })];
    case 3: // spiral
      return [Array.from({ length: 30 }, (_, i) => { const a = i * 0.55; const r = (k * i) / 29; return [Math.cos(a) * r, Math.sin(a) * r] as Pt; })];
    case 4: // zigzag
      return [Array.from({ length: 7 }, (_, i) => [-k * 1.2 + (i * k * 2.4) / 6, i % 2 === 0 ? -k * 0.35 : k * 0.35] as Pt)];
    default: // flower
      return [...Array.from({ length: 5 }, (_, i) => { const a = (i * Math.PI * 2) / 5; return circle(k * 0.32, Math.cos(a) * k * 0.55, Math.sin(a) * k * 0.55, 10); }), circle(k * 0.2, 0, 0, 8)];
  }
}

function scribble(rng: Rng, kind: number, k: number, color: string, width: number): string {
  return g({}, ...doodlePoints(kind, k).map((pts) => crayon(rng, pts, color, width)));
}

/** A hand-drawn box around a photo: four slightly bent strokes overshooting at the corners. */
function wobblyBox(rng: Rng, r: Rect, color: string, width: number): string {
  const o = width * 2;
  const sides: Pt[][] = [
    [[r.x - o, r.y], [r.x + r.w / 2, r.y - rng.range(0, o)], [r.x + r.w + o, r.y]],
    [[r.x + r.w, r.y - o], [r.x + r.w + rng.range(0, o), r.y + r.h / 2], [r.x + r.w, r.y + r.h + o]],
    [[r.x + r.w + o, r.y + r.h], [r.x + r.w / 2, r.y + r.h + rng.range(0, o)], [r.x - o, r.y + r.h]],
    [[r.x, r.y + r.h + o], [r.x - rng.range(0, o), r.y + r.h / 2], [r.x, r.y - o]],
  ];
  return g({}, ...sides.map((pts) => crayon(rng, pts, color, width)));
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const L = planLayout(format, { inset: 13, gap: 6, stripPhotos: format.key === 'photostrip-verticale' ? 4 : 3, postcardPhotos: format.key === 'cartolina-verticale' ? 2 : 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`crayon-doodles/${format.key}`);
  doc.add(fullRect(w, h, '#fffdf8'), grainOverlay(doc, ctx, 0.35, w, h));
  const lw = Math.max(u * 0.55, 3.5);

  const avoid: Rect[] = [...L.photos.map((p) => grow(p, u * 2)), grow(L.band, -Math.min(L.band.w, L.band.h) * 0.12)];
  let placed = 0;
  for (let i = 0; i < 800 && placed < (L.isStrip ? 16 : 30); i += 1) {
    const k = u * rng.range(2.2, 3.6);
    const x = rng.range(L.safe + k * 1.1, w - L.safe - k * 1.1);
    const y = rng.range(L.safe + k * 1.1, h - L.safe - k * 1.1);
    if (avoid.some((a) => x + k > a.x && x - k < a.x + a.w && y + k > a.y && y - k < a.y + a.h)) continue;
    doc.add(g({ transform: tf(x, y, rng.range(-25, 25)) }, scribble(rng, placed % 6, k, waxes[placed % waxes.length] ?? '#ff5a5f', lw)));
    avoid.push({ x: x - k * 1.2, y: y - k * 1.2, w: k * 2.4, h: k * 2.4 });
    placed += 1;
  }

  L.photos.forEach((p, i) => {
    doc.add(photoPanel(doc, p, { radius: u * 0.8, fill: '#ffffff' }), wobblyBox(rng, grow(p, u * 0.9), waxes[(i * 3 + 1) % waxes.length] ?? '#2f80ed', lw));
  });
  // Names go above a double crayon underline.
  const b = L.band;
  const y = b.y + b.h * 0.8;
  const x0 = b.x + b.w * 0.18;
  const x1 = b.x + b.w * 0.82;
  const line = (dy: number, color: string): string => crayon(rng, Array.from({ length: 6 }, (_, i) => [x0 + ((x1 - x0) * i) / 5, y + dy + (i % 2 === 0 ? -1 : 1) * u * 0.3] as Pt), color, lw);
  doc.add(line(0, '#ffb400'), line(lw * 2, '#ff7ac6'));
  return { svg: doc.toString(), layout: L, plate: { ...b, h: y - b.y - lw * 2 } };
}

export const crayonDoodles: Design = { name: 'crayon-doodles', render, starter: { namesFont: 'Caveat', dateFont: 'Quicksand', ink: '#2f5fc4', accent: '#8a3fc9', namesBold: true } };
