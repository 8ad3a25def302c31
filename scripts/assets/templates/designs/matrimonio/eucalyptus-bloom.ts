import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { planLayout } from '../../layout.js';
import { blossom, eucalyptusSprig, leafySprig, rose, type Petals } from '../../motifs/botanical.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng, type Rng } from '../../prng.js';
import { el, g, radialGradient, SvgDoc, tf } from '../../svg.js';

/** Blush garden roses tucked into two opposite corners with sage eucalyptus, on warm ivory paper. */
const blush: Petals = { light: '#fbe3de', mid: '#f1b9b0', dark: '#d98b84' };
const peach: Petals = { light: '#fdeee2', mid: '#f6cfb5', dark: '#e3a07e' };
const sage = ['#9fb8a1', '#8aa88e', '#b5c9b3', '#7f9c84'];
const greens = ['#5f7f66', '#6f8f72', '#4f6f58'];

/** A corner bouquet with its corner at the origin and the canvas towards +x/+y. */
function cornerCluster(doc: SvgDoc, rng: Rng, s: number): string {
  const sprays: string[] = [];
  const spray = (x: number, y: number, angle: number, len: number, kind: 'euc' | 'leaf'): void => {
    const body = kind === 'euc' ? eucalyptusSprig(rng, len, s * 0.28, sage) : leafySprig(rng, len, s * 0.55, greens);
    sprays.push(g({ transform: tf(x, y, angle) }, body));
  };
  spray(s * 0.9, s * 0.8, -4, s * 5.2, 'euc');
  spray(s * 0.8, s * 0.9, 94, s * 4.6, 'euc');
  spray(s * 1.1, s * 0.9, 18, s * 3.2, 'leaf');
  spray(s * 0.9, s * 1.1, 70, s * 3, 'leaf');
  spray(s * 1.2, s * 1.2, 45, s * 2.1, 'euc');
  spray(s * 0.6, s * 0.6, 200, s * 1.6, 'leaf');
  spray(s * 0.6, s * 0.6, 250, s * 1.6, 'leaf');
  const flowers = [
    g({ transform: tf(s * 2.35, s * 0.75) }, rose(doc, s * 0.62, peach, 20)),
    g({ transform: tf(s * 0.72, s * 2.3) }, rose(doc, s * 0.56, peach, 50)),
    g({ transform: tf(s * 1.05, s * 1.05) }, rose(doc, s * 1.02, blush, 5)),
  ];
  const fillers: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const a = rng.range(-0.2, 1.8);
    const d = rng.range(s * 1.8, s * 3.2);
    fillers.push(g({ transform: tf(Math.cos(a) * d, Math.sin(a) * d, rng.range(0, 72)) }, blossom(s * rng.range(0.13, 0.2), '#ffffff', '#e9c98f')));
  }
  return g({}, ...sprays, ...flowers, ...fillers);
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  // Strips get a deeper margin before the first photo so the top bouquet is not hidden.
  const L = planLayout(format, { inset: { top: format.key === 'photostrip-verticale' ? 17 : 12, left: format.key === 'photostrip-orizzontale' ? 17 : 11, right: 11, bottom: 11 }, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`eucalyptus-bloom/${format.key}`);
  const warm = doc.id('warm');
  doc.def(radialGradient(warm, [[0, '#fdf1ec'], [1, '#f7efe6']], { cx: 0.5, cy: 0.45, r: 0.8 }));
  doc.add(fullRect(w, h, `url(#${warm})`), grainOverlay(doc, ctx, 0.3, w, h));

  // Flowers first and photo cards on top: the bouquets peek out from behind the photos,
  // so nothing decorative sits where a photo goes.
  const s = L.isStrip ? u * 9 : u * 8.5;
  doc.add(cornerCluster(doc, rng, s), g({ transform: tf(w, h, 180) }, cornerCluster(doc, rng, s)));

  const panel = { radius: u * 1.2, fill: '#fffdfb', shadow: { color: '#7a5f55', opacity: 0.25, blur: u * 0.8, dy: u * 0.45 } };
  for (const p of L.photos) doc.add(photoPanel(doc, p, panel));

  // Names band: two hairlines, the middle left clear for text.
  const b = L.band;
  const line = (y: number): string =>
    el('line', { x1: b.x + b.w * 0.2, x2: b.x + b.w * 0.8, y1: y, y2: y, stroke: '#b89a8e', 'stroke-width': u * 0.18 });
  const [top, bottom] = b.w > b.h * 1.5 ? [0.16, 0.84] : [0.3, 0.7];
  doc.add(line(b.y + b.h * top), line(b.y + b.h * bottom));
  return { svg: doc.toString(), layout: L, plate: { ...b, y: b.y + b.h * top + u, h: b.h * (bottom - top) - 2 * u } };
}

export const eucalyptusBloom: Design = { name: 'eucalyptus-bloom', render, starter: { namesFont: 'Great Vibes', dateFont: 'Cormorant Garamond', ink: '#3f5f48', accent: '#7a5f55' } };
