import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { planLayout } from '../../layout.js';
import { blossom, leafySprig } from '../../motifs/botanical.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { g, SvgDoc, tf } from '../../svg.js';

/** An olive garland swagged across the top of ivory paper, white blossoms where it meets, olive sprigs by the names. */
const olive = ['#6f7d45', '#7f8f50', '#8e9c5e', '#5f6d3a'];

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: { top: strip ? 21 : 17, left: 11, right: 11, bottom: 11 }, postcardPhotos: 2, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`olive-garland/${format.key}`);
  doc.add(fullRect(w, h, '#fbf8f0'), grainOverlay(doc, ctx, 0.25, w, h));

  // Two sprigs from the top corners sag to the middle, as deep as the margin above the photos allows.
  const first = L.photos[0] ?? L.content;
  const leaf = u * (strip ? 4.6 : 4.2);
  const y0 = L.safe * 0.6 + leaf * 0.4;
  const len = w * 0.52;
  const drop = Math.max(0, first.y - y0 - leaf * 2.4);
  const angle = (Math.atan2(drop * 0.8, len) * 180) / Math.PI;
  const x0 = -leaf * 0.5;
  doc.add(
    g({ transform: tf(x0, y0, angle) }, leafySprig(rng, len, leaf, olive, 0.1)),
    g({ transform: `${tf(w - x0, y0)} scale(-1 1) rotate(${angle.toFixed(2)})` }, leafySprig(rng, len, leaf, olive, 0.1)),
  );
  const meet = { x: w / 2, y: y0 + Math.sin((angle * Math.PI) / 180) * len * 0.97 + len * 0.05 };
  for (const [dx, dy, k] of [[0, 0, 1], [-1.5, -0.5, 0.7], [1.5, -0.5, 0.7], [-0.8, 0.9, 0.55], [0.8, 0.9, 0.55]] as const) {
    doc.add(g({ transform: tf(meet.x + dx * leaf, meet.y + dy * leaf, dx * 20) }, blossom(leaf * 1.1 * k, '#ffffff', '#d9b86a')));
  }

  const shadow = { color: '#6b6a4a', opacity: 0.22, blur: u * 0.8, dy: u * 0.4 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', radius: u * 0.4, shadow, innerLine: { color: '#8e9c5e', width: Math.max(u * 0.18, 1.5), offset: -u * 1.1 } }));

  // Olive sprigs point away from the names on each side of a wide band, or meet under them in a tall one.
  const b = L.band;
  const sprig = Math.min(b.w, b.h) * 0.36;
  const small = u * (strip ? 3 : 2.4);
  if (b.w > b.h * 1.6) {
    const y = b.y + b.h / 2;
    const reach = Math.min(sprig * 1.2, b.w * 0.16);
    doc.add(
      g({ transform: tf(b.x + reach, y, 180) }, leafySprig(rng, reach, small, olive, -0.15)),
      g({ transform: tf(b.x + b.w - reach, y) }, leafySprig(rng, reach, small, olive, 0.15)),
    );
    return { svg: doc.toString(), layout: L, plate: { ...b, x: b.x + reach + u, w: b.w - 2 * reach - 2 * u } };
  }
  const y = b.y + b.h - small * 1.2;
  const reach = b.w * 0.34;
  doc.add(
    g({ transform: tf(b.x + b.w / 2 - u, y, 180) }, leafySprig(rng, reach, small, olive, -0.2)),
    g({ transform: tf(b.x + b.w / 2 + u, y) }, leafySprig(rng, reach, small, olive, 0.2)),
  );
  return { svg: doc.toString(), layout: L, plate: { ...b, h: y - small * 1.4 - b.y } };
}

export const oliveGarland: Design = { name: 'olive-garland', render, starter: { namesFont: 'Alex Brush', dateFont: 'Cormorant Garamond', ink: '#4d5a2a', accent: '#5e4d32' } };
