import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { planLayout } from '../../layout.js';
import { rose, type Petals } from '../../motifs/botanical.js';
import { leafPath } from '../../motifs/shapes.js';
import { fullRect, goldGradient, grainOverlay, photoPanel } from '../../paint.js';
import { createRng, type Rng } from '../../prng.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/** Two hedges of garden roses in wine, blush and ivory along the top and bottom edges, gold hairlines inside them. */
const wine: Petals = { light: '#f4c6cc', mid: '#d9788a', dark: '#a8344f' };
const blush: Petals = { light: '#fde8e4', mid: '#f3b9b5', dark: '#dc8f8d' };
const ivory: Petals = { light: '#fffaf0', mid: '#f5e6cf', dark: '#dcc3a0' };
const leaves = ['#6d8a6a', '#5b7a5c', '#86a27f'];

/** Roses side by side along y, from x = 0 to w, cut by the trim edge. */
function hedge(doc: SvgDoc, rng: Rng, w: number, y: number, r: number, flip: boolean): string {
  const parts: string[] = [];
  const step = r * 1.55;
  const count = Math.ceil(w / step) + 1;
  for (let i = 0; i < count; i += 1) {
    const x = i * step + rng.range(-0.1, 0.1) * r;
    for (const a of [-30, 30, 150, 210]) parts.push(el('path', { d: leafPath(r * 1.2, r * 0.5), transform: tf(x + step / 2, y, a + (flip ? 180 : 0) + rng.range(-12, 12)), fill: rng.pick(leaves) }));
  }
  for (let i = 0; i < count; i += 1) {
    const x = i * step + rng.range(-0.1, 0.1) * r;
    const petals = [wine, blush, ivory][i % 3] ?? wine;
    parts.push(g({ transform: tf(x, y + rng.range(-0.15, 0.15) * r) }, rose(doc, r * rng.range(0.85, 1.05), petals, rng.range(0, 60))));
  }
  return g({}, ...parts);
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: { top: strip ? 19 : 17, bottom: strip ? 19 : 17, left: 10, right: 10 }, postcardPhotos: 3, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`rose-hedge/${format.key}`);
  const gold = goldGradient(doc, Math.max(w, h) * 0.3);
  doc.add(fullRect(w, h, '#fbf1ee'), grainOverlay(doc, ctx, 0.25, w, h));

  const r = u * (strip ? 5.5 : 5);
  doc.add(hedge(doc, rng, w, r * 0.45, r, false), hedge(doc, rng, w, h - r * 0.45, r, true));
  const lineAt = (y: number): string => el('path', { d: `M${L.safe + u * 2} ${y}H${w - L.safe - u * 2}`, stroke: gold, 'stroke-width': Math.max(u * 0.22, 1.6) });
  doc.add(lineAt(r * 2 + u * 1.2), lineAt(h - r * 2 - u * 1.2));

  const shadow = { color: '#8a4a55', opacity: 0.2, blur: u * 0.8, dy: u * 0.4 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', radius: u * 0.8, shadow }));

  // A small rose crowns the names.
  const b = L.band;
  const k = Math.min(b.w, b.h) * (strip ? 0.09 : 0.12);
  const cy = b.y + k * 1.1;
  doc.add(
    el('path', { d: leafPath(k * 1.5, k * 0.6), transform: tf(b.x + b.w / 2, cy, -20), fill: leaves[0] }),
    el('path', { d: leafPath(k * 1.5, k * 0.6), transform: tf(b.x + b.w / 2, cy, 200), fill: leaves[1] }),
    g({ transform: tf(b.x + b.w / 2, cy) }, rose(doc, k, wine, 10)),
  );
  return { svg: doc.toString(), layout: L, plate: { ...b, y: cy + k * 1.3, h: b.y + b.h - cy - k * 1.3 } };
}

export const roseHedge: Design = { name: 'rose-hedge', render, starter: { namesFont: 'Parisienne', dateFont: 'Cormorant Garamond', ink: '#7a2e3b', accent: '#5c3a2e' } };
