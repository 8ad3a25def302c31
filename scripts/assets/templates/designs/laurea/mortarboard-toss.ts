import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { mortarboard, type CapColors } from '../../motifs/academic.js';
import { confetti } from '../../motifs/party.js';
import { fullRect, goldGradient, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { g, linearGradient, SvgDoc, tf } from '../../svg.js';
import { laurelAround, laurelClearArea } from './laurel-accent.js';

/** Navy mortarboards tossed in the air above the photos, gold confetti, a gold laurel round the names. */
const navy: CapColors = { board: '#14213d', boardLight: '#2b3f6b', tassel: '#d9ad4f' };
const ink: CapColors = { board: '#1c1c28', boardLight: '#3a3a52', tassel: '#e6c36a' };

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const vertical = format.heightPx > format.widthPx;
  // A tall sky above (or, on horizontal strips, beside) the photos for the flying caps.
  const inset = format.key === 'photostrip-orizzontale' ? { left: 30, top: 10, right: 10, bottom: 10 } : { top: vertical ? (strip ? 26 : 22) : 24, left: 10, right: 10, bottom: 10 };
  const L = planLayout(format, { inset, stripPhotos: 3, postcardPhotos: vertical ? 1 : 2 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`mortarboard-toss/${format.key}`);
  const gold = goldGradient(doc, Math.max(w, h) * 0.3);
  const sky = doc.id('sky');
  doc.def(linearGradient(sky, [[0, '#e3ebf7'], [0.55, '#f4f6fa'], [1, '#fbf7ee']]));
  doc.add(fullRect(w, h, `url(#${sky})`), grainOverlay(doc, ctx, 0.18, w, h));

  // Caps fly in the free space before the first photo.
  const first = L.photos[0] ?? L.content;
  const sky0: Rect = format.key === 'photostrip-orizzontale' ? { x: L.safe, y: L.safe, w: first.x - L.safe - u, h: h - 2 * L.safe } : { x: L.safe, y: L.safe, w: w - 2 * L.safe, h: first.y - L.safe - u };
  const caps = strip ? 4 : 5;
  for (let i = 0; i < caps; i += 1) {
    const along = (i + 0.5) / caps;
    const s = u * rng.range(6, 8) * (strip ? 1.2 : 1);
    const across = i % 2 === 0 ? 0.38 : 0.62;
    const [x, y] = sky0.w > sky0.h ? [sky0.x + sky0.w * along, sky0.y + sky0.h * across] : [sky0.x + sky0.w * across, sky0.y + sky0.h * along];
    doc.add(g({ transform: tf(x, y, rng.range(-28, 28)) }, mortarboard(s, i % 3 === 1 ? ink : navy)));
  }
  doc.add(confetti(rng, { x: L.safe, y: L.safe, w: w - 2 * L.safe, h: h - 2 * L.safe }, strip ? 40 : 70, u * 1, ['#d9ad4f', '#e9c977', '#b8893b', '#2b3f6b'], [...L.photos.map((p) => grow(p, u)), grow(L.band, -u * 2)]));

  const shadow = { color: '#14213d', opacity: 0.2, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { radius: u * 0.6, fill: '#ffffff', shadow, innerLine: { color: '#14213d', width: Math.max(u * 0.2, 1.5), offset: -u * 0.9 } }));
  doc.add(laurelAround(L.band, gold, u * (strip ? 4.2 : 3.2)));
  return { svg: doc.toString(), layout: L, plate: laurelClearArea(L.band) };
}

export const mortarboardToss: Design = {
  name: 'mortarboard-toss',
  render,
  starter: {
    namesFont: 'Playfair Display',
    dateFont: 'Montserrat',
    ink: '#14213d',
    accent: '#2b3f6b',
    namesBold: true,
    // The names sit inside the laurel wreath, the design's centrepiece; on a strip the wreath can be no wider than the band.
    smallNames: { formats: ['photostrip-orizzontale', 'photostrip-verticale'], minNamesPx: 38, why: 'names inside the wreath of a strip band' },
  },
};
