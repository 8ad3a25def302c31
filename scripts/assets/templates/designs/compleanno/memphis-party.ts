import type { Format } from '../../../../../src/shared/catalog/formats.js';
import type { Design, DesignContext, RenderedDesign } from '../../design.js';
import { grow, planLayout, type Rect } from '../../layout.js';
import { fullRect, photoPanel } from '../../paint.js';
import { createRng } from '../../prng.js';
import { el, g, n, SvgDoc, tf } from '../../svg.js';

/** Eighties Memphis style: squiggles, triangles, dot grids and half moons in flat bold colours; photos on offset colour blocks. */
const palette = ['#00a6a6', '#ff5d8f', '#ffc53d', '#7b5cff'];
const black = '#1c1b22';

function shape(kind: number, k: number, color: string, lw: number): string {
  switch (kind) {
    case 0: // squiggle
      return el('path', { d: `M${n(-k)} 0q${n(k / 4)} ${n(-k / 2)} ${n(k / 2)} 0t${n(k / 2)} 0t${n(k / 2)} 0t${n(k / 2)} 0`, fill: 'none', stroke: color, 'stroke-width': lw, 'stroke-linecap': 'round' });
    case 1: // outlined triangle
      return el('path', { d: `M0 ${n(-k * 0.7)}L${n(k * 0.7)} ${n(k * 0.5)}H${n(-k * 0.7)}Z`, fill: 'none', stroke: color, 'stroke-width': lw, 'stroke-linejoin': 'round' });
    case 2: {
      // 3 × 3 dot grid
      const dots: string[] = [];
      for (let i = -1; i <= 1; i += 1) for (let j = -1; j <= 1; j += 1) dots.push(`M${n(i * k * 0.45 - lw * 0.6)} ${n(j * k * 0.45)}a${n(lw * 0.6)} ${n(lw * 0.6)} 0 1 0 ${n(lw * 1.2)} 0a${n(lw * 0.6)} ${n(lw * 0.6)} 0 1 0 ${n(-lw * 1.2)} 0`);
      return el('path', { d: dots.join(''), fill: black });
    }
    case 3: // half moon
      return el('path', { d: `M${n(-k * 0.6)} 0A${n(k * 0.6)} ${n(k * 0.6)} 0 0 1 ${n(k * 0.6)} 0Z`, fill: color });
    case 4: // stripes
      return el('path', { d: `M${n(-k * 0.6)} ${n(-k * 0.3)}h${n(k * 1.2)}M${n(-k * 0.6)} 0h${n(k * 1.2)}M${n(-k * 0.6)} ${n(k * 0.3)}h${n(k * 1.2)}`, stroke: black, 'stroke-width': lw * 0.6, 'stroke-linecap': 'round' });
    default: // ring
      return el('circle', { r: k * 0.45, fill: 'none', stroke: color, 'stroke-width': lw * 1.3 });
  }
}

function render(format: Format, _ctx: DesignContext): RenderedDesign {
  const strip = format.key.startsWith('photostrip');
  const L = planLayout(format, { inset: 12, gap: 5, postcardPhotos: 3, stripPhotos: 3 });
  const { w, h, u } = L;
  const doc = new SvgDoc(w, h);
  const rng = createRng(`memphis-party/${format.key}`);
  doc.add(fullRect(w, h, '#fff6e9'));

  const b = L.band;
  const block = grow(b, -Math.min(b.w, b.h) * 0.05);
  const lw = Math.max(u * 0.55, 3.5);
  const avoid: Rect[] = [...L.photos.map((p) => grow(p, u * 3)), grow(block, u * 2.5)];
  let placed = 0;
  for (let i = 0; i < 900 && placed < (strip ? 16 : 30); i += 1) {
    const k = u * rng.range(2.2, 3.6);
    const x = rng.range(L.safe + k, w - L.safe - k);
    const y = rng.range(L.safe + k, h - L.safe - k);
    if (avoid.some((r) => x + k > r.x && x - k < r.x + r.w && y + k > r.y && y - k < r.y + r.h)) continue;
    doc.add(g({ transform: tf(x, y, rng.range(-40, 40)) }, shape(placed % 6, k, palette[placed % palette.length] ?? '#ff5d8f', lw)));
    avoid.push({ x: x - k * 1.1, y: y - k * 1.1, w: k * 2.2, h: k * 2.2 });
    placed += 1;
  }

  const off = u * 1.6;
  L.photos.forEach((p, i) => {
    doc.add(
      el('rect', { x: p.x + off, y: p.y + off, width: p.w, height: p.h, fill: palette[i % palette.length] }),
      photoPanel(doc, p, { fill: '#ffffff', stroke: black, strokeWidth: Math.max(u * 0.35, 2.5) }),
    );
  });
  // The names on a yellow block with a black outline and a pink block behind it.
  doc.add(
    el('rect', { x: block.x + off, y: block.y + off, width: block.w, height: block.h, fill: '#ff5d8f' }),
    el('rect', { x: block.x, y: block.y, width: block.w, height: block.h, fill: '#ffd23f', stroke: black, 'stroke-width': Math.max(u * 0.35, 2.5) }),
  );
  return { svg: doc.toString(), layout: L, plate: grow(block, -u * 1.2) };
}

export const memphisParty: Design = { name: 'memphis-party', render, starter: { namesFont: 'Bebas Neue', dateFont: 'Montserrat', ink: '#1c1b22', accent: '#1c1b22' } };
