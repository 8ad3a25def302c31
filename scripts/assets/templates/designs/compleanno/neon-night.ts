import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { neon } from '../../motifs/party.js';
import { roundRectPath, sparklePath, starPath } from '../../motifs/shapes.js';
import { fullRect, grainOverlay, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { n, radialGradient, SvgDoc, tf } from '../../svg.js';

/** Night-club birthday: deep violet, glowing neon outlines round the photos, neon doodles in the margins. */
const tubes = ['#ff4fd8', '#3ef2ff', '#ffe14f', '#8d6bff', '#5bff9c'];

function doodle(kind: number, k: number): string {
  switch (kind) {
    case 0:
      return starPath(k, k * 0.45);
    case 1:
      return `M${n(-k)} 0a${n(k)} ${n(k)} 0 1 0 ${n(2 * k)} 0a${n(k)} ${n(k)} 0 1 0 ${n(-2 * k)} 0`;
    case 2:
      return `M${n(-k * 1.4)} ${n(k * 0.3)}l${n(k * 0.7)} ${n(-k * 0.6)}l${n(k * 0.7)} ${n(k * 0.6)}l${n(k * 0.7)} ${n(-k * 0.6)}l${n(k * 0.7)} ${n(k * 0.6)}`;
    case 3:
      return `M0 ${n(-k)}L${n(k * 0.9)} ${n(k * 0.6)}H${n(-k * 0.9)}Z`;
    case 4:
      return `M${n(k * 0.2)} ${n(-k * 1.2)}L${n(-k * 0.5)} ${n(k * 0.1)}H${n(k * 0.3)}L${n(-k * 0.2)} ${n(k * 1.2)}`;
    default:
      return sparklePath(k);
  }
}

function render(format: Format, ctx: DesignContext): RenderedDesign {
  const L = planLayout(format, { inset: 12, stripPhotos: format.key === 'photostrip-verticale' ? 4 : 3, postcardPhotos: format.key === 'cartolina-verticale' ? 3 : 2 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`neon-night/${format.key}`);
  const bg = doc.id('club');
  doc.def(radialGradient(bg, [[0, '#3a1670'], [0.6, '#220d47'], [1, '#12072a']], { cx: 0.5, cy: 0.45, r: 0.85 }));
  doc.add(fullRect(w, h, `url(#${bg})`), grainOverlay(doc, ctx, 0.25, w, h));

  const lw = Math.max(u * 0.32, 2.4);
  // Doodles scattered in the margins and gaps, never on a photo or over the middle of the band.
  const avoid: Rect[] = [...L.photos.map((p) => grow(p, u * 3)), grow(L.band, -Math.min(L.band.w, L.band.h) * 0.15)];
  let placed = 0;
  for (let tries = 0; tries < 600 && placed < (L.isStrip ? 16 : 26); tries += 1) {
    const k = u * rng.range(1.4, 2.6);
    const x = rng.range(L.safe + k * 1.5, w - L.safe - k * 1.5);
    const y = rng.range(L.safe + k * 1.5, h - L.safe - k * 1.5);
    if (avoid.some((r) => x > r.x - k && x < r.x + r.w + k && y > r.y - k && y < r.y + r.h + k)) continue;
    doc.add(neon(doodle(rng.int(0, 5), k), rng.pick(tubes), lw * 0.8, tf(x, y, rng.range(-30, 30))));
    avoid.push({ x: x - k * 1.6, y: y - k * 1.6, w: k * 3.2, h: k * 3.2 });
    placed += 1;
  }

  L.photos.forEach((p, i) => {
    const ring = grow(p, u * 1.4);
    doc.add(
      neon(roundRectPath(ring.x, ring.y, ring.w, ring.h, u * 2.2), tubes[i % 2] ?? '#ff4fd8', lw),
      photoPanel(doc, p, { radius: u * 1.2, fill: '#f7f3ff' }),
    );
  });

  // Neon brackets hold the names band; text sits between them.
  const b = L.band;
  const inner = grow(b, -Math.min(b.w, b.h) * 0.1);
  const arm = Math.min(inner.w, inner.h) * 0.3;
  const bracket = (x: number, dir: 1 | -1): string =>
    `M${n(x + dir * arm)} ${n(inner.y)}H${n(x)}V${n(inner.y + inner.h)}H${n(x + dir * arm)}`;
  doc.add(neon(bracket(inner.x, 1) + bracket(inner.x + inner.w, -1), '#ffe14f', lw));
  return { svg: doc.toString(), layout: L, plate: grow(inner, -lw * 3) };
}

export const neonNight: Design = { name: 'neon-night', render, starter: { namesFont: 'Lobster', dateFont: 'Montserrat', ink: '#ff4fd8', accent: '#3ef2ff' } };
