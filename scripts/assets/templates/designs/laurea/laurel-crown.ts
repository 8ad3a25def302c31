import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { planLayout } from '../../layout.js';
import { laurelBranch } from '../../motifs/botanical.js';
import { giftBow } from '../../motifs/celebration.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { el, g, SvgDoc, tf } from '../../svg.js';

/** The Italian graduate's laurel crown opened round the page: green laurel up both sides and along the bottom, tied with a red bow. */
const red = '#b8142c';

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: strip ? 16 : 13, postcardPhotos: 2, stripPhotos: 3, bandAt: 'start' });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  doc.add(fullRect(w, h, '#fffdf7'), grainOverlay(doc, ctx, 0.2, w, h));

  // Branches two-tone: a darker one under a lighter one, slightly offset.
  const leaf = u * (strip ? 3.2 : 2.6);
  const e = L.safe + leaf * 0.55;
  const branch = (x: number, y: number, angle: number, len: number, mirror: boolean): string => {
    const at = mirror ? `${tf(x, y)} scale(-1 1) rotate(${angle})` : tf(x, y, angle);
    return g({ transform: at }, laurelBranch(len, leaf, '#2f6b35', 0.04), g({ transform: `translate(${leaf * 0.4} 0)` }, laurelBranch(len * 0.96, leaf * 0.8, '#6aa253', 0.04)));
  };
  const bowAt = { x: w / 2, y: h - e };
  const bottomLen = w / 2 - e - leaf * 2.2;
  doc.add(
    branch(e, h - e - leaf, -90, h - 2 * e - leaf * 2, false),
    branch(w - e, h - e - leaf, -90, h - 2 * e - leaf * 2, true),
    branch(bowAt.x - leaf * 2, bowAt.y, 180, bottomLen, false),
    branch(bowAt.x + leaf * 2, bowAt.y, 180, bottomLen, true),
    g({ transform: tf(bowAt.x, bowAt.y) }, giftBow(leaf * 1.7, red, '#7d0c1c')),
  );

  const shadow = { color: '#2f4a2a', opacity: 0.2, blur: u * 0.8, dy: u * 0.45 };
  for (const p of L.photos) doc.add(photoPanel(doc, p, { fill: '#ffffff', radius: u * 0.3, shadow, innerLine: { color: red, width: Math.max(u * 0.2, 1.5), offset: -u * 1 } }));

  // A thin red rule closes the names off from the photos.
  const b = L.band;
  const wide = b.w > b.h * 1.3;
  const rule = wide
    ? el('path', { d: `M${b.x + b.w * 0.3} ${b.y + b.h - u}H${b.x + b.w * 0.7}`, stroke: red, 'stroke-width': Math.max(u * 0.25, 2) })
    : el('path', { d: `M${b.x + b.w * 0.25} ${b.y + b.h - u}H${b.x + b.w * 0.75}`, stroke: red, 'stroke-width': Math.max(u * 0.25, 2) });
  doc.add(rule);
  return { svg: doc.toString(), layout: L, plate: { ...b, h: b.h - u * 2.5 } };
}

export const laurelCrown: Design = { name: 'laurel-crown', render, starter: { namesFont: 'Lora', dateFont: 'Lato', ink: '#9e1127', accent: '#2a5530', namesBold: true } };
