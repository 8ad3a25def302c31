import { el, g, n } from '../svg.js';
import { leafPath } from './shapes.js';

/** Kids' world pieces: toy blocks, fish, a rocket, planets, seaweed, a circus valance, tickets, jungle leaves. */

/** A toy block of side s centred on the origin: a bevelled face in `color`, `glyph` (a path, centred) in white. */
export function toyBlock(s: number, color: string, dark: string, glyph = ''): string {
  const h = s / 2;
  const b = s * 0.12;
  return g(
    {},
    el('path', { d: `M${n(-h)} ${n(-h)}l${n(b)} ${n(-b)}H${n(h + b)}V${n(h - b)}l${n(-b)} ${n(b)}Z`, fill: dark }),
    el('rect', { x: -h, y: -h, width: s, height: s, rx: s * 0.08, fill: color }),
    el('rect', { x: -h + s * 0.1, y: -h + s * 0.1, width: s * 0.8, height: s * 0.8, rx: s * 0.06, fill: 'none', stroke: '#ffffff', 'stroke-width': s * 0.035, opacity: 0.6 }),
    glyph === '' ? '' : el('path', { d: glyph, fill: '#ffffff' }),
  );
}

/** A little fish of length s facing -x, centred on the origin. */
export function fish(s: number, body: string, fin: string): string {
  return g(
    {},
    el('path', { d: `M${n(s * 0.3)} 0L${n(s * 0.62)} ${n(-s * 0.26)}Q${n(s * 0.55)} 0 ${n(s * 0.62)} ${n(s * 0.26)}Z`, fill: fin }),
    el('ellipse', { cx: 0, cy: 0, rx: s * 0.4, ry: s * 0.26, fill: body }),
    el('path', { d: `M${n(-s * 0.02)} ${n(-s * 0.24)}Q${n(s * 0.12)} ${n(-s * 0.42)} ${n(s * 0.22)} ${n(-s * 0.18)}Z`, fill: fin }),
    el('path', { d: `M${n(s * 0.05)} ${n(-s * 0.2)}Q${n(-s * 0.08)} 0 ${n(s * 0.05)} ${n(s * 0.2)}`, fill: 'none', stroke: fin, 'stroke-width': s * 0.04 }),
    el('circle', { cx: -s * 0.22, cy: -s * 0.05, r: s * 0.06, fill: '#ffffff' }),
    el('circle', { cx: -s * 0.235, cy: -s * 0.05, r: s * 0.03, fill: '#1d2b3a' }),
  );
}

/** A cartoon rocket of length s pointing up (−y), centred on the origin, with its flame. */
export function rocket(s: number, body: string, trim: string, glass: string): string {
  const w = s * 0.2;
  return g(
    {},
    el('path', { d: `M${n(-w * 0.6)} ${n(s * 0.32)}Q0 ${n(s * 0.85)} ${n(w * 0.6)} ${n(s * 0.32)}Z`, fill: '#ffb020' }),
    el('path', { d: `M${n(-w * 0.35)} ${n(s * 0.32)}Q0 ${n(s * 0.65)} ${n(w * 0.35)} ${n(s * 0.32)}Z`, fill: '#fff07a' }),
    el('path', { d: `M${n(-w)} ${n(s * 0.1)}L${n(-w * 1.9)} ${n(s * 0.38)}L${n(-w)} ${n(s * 0.3)}Z`, fill: trim }),
    el('path', { d: `M${n(w)} ${n(s * 0.1)}L${n(w * 1.9)} ${n(s * 0.38)}L${n(w)} ${n(s * 0.3)}Z`, fill: trim }),
    el('path', { d: `M0 ${n(-s * 0.5)}C${n(w * 1.4)} ${n(-s * 0.3)} ${n(w * 1.1)} ${n(s * 0.2)} ${n(w * 0.8)} ${n(s * 0.34)}H${n(-w * 0.8)}C${n(-w * 1.1)} ${n(s * 0.2)} ${n(-w * 1.4)} ${n(-s * 0.3)} 0 ${n(-s * 0.5)}Z`, fill: body }),
    el('path', { d: `M0 ${n(-s * 0.5)}C${n(w * 0.6)} ${n(-s * 0.42)} ${n(w * 0.85)} ${n(-s * 0.34)} ${n(w * 0.95)} ${n(-s * 0.28)}H${n(-w * 0.95)}C${n(-w * 0.85)} ${n(-s * 0.34)} ${n(-w * 0.6)} ${n(-s * 0.42)} 0 ${n(-s * 0.5)}Z`, fill: trim }),
    el('circle', { cx: 0, cy: -s * 0.08, r: w * 0.48, fill: trim }),
    el('circle', { cx: 0, cy: -s * 0.08, r: w * 0.34, fill: glass }),
    el('rect', { x: -w * 0.12, y: s * 0.12, width: w * 0.24, height: s * 0.24, rx: w * 0.1, fill: trim }),
  );
}

/** A planet of radius r with a tilted ring when `ring` is given. */
export function planet(r: number, fill: string, shade: string, ring?: string): string {
  const back = ring ? el('path', { d: `M${n(-r * 1.7)} 0A${n(r * 1.7)} ${n(r * 0.45)} 0 0 1 ${n(r * 1.7)} 0`, fill: 'none', stroke: ring, 'stroke-width': r * 0.14, transform: 'rotate(-18)' }) : '';
  const front = ring ? el('path', { d: `M${n(-r * 1.7)} 0A${n(r * 1.7)} ${n(r * 0.45)} 0 0 0 ${n(r * 1.7)} 0`, fill: 'none', stroke: ring, 'stroke-width': r * 0.14, transform: 'rotate(-18)' }) : '';
  return g(
    {},
    back,
    el('circle', { r, fill }),
    el('path', { d: `M${n(r * 0.2)} ${n(-r * 0.98)}A${n(r)} ${n(r)} 0 0 1 ${n(r * 0.2)} ${n(r * 0.98)}A${n(r * 1.1)} ${n(r * 1.1)} 0 0 0 ${n(r * 0.2)} ${n(-r * 0.98)}Z`, fill: shade, opacity: 0.5 }),
    el('circle', { cx: -r * 0.35, cy: -r * 0.3, r: r * 0.16, fill: shade, opacity: 0.45 }),
    el('circle', { cx: r * 0.1, cy: r * 0.4, r: r * 0.1, fill: shade, opacity: 0.45 }),
    front,
  );
}

/** A wavy seaweed frond growing up (−y) from the origin, len tall. */
export function seaweed(len: number, width: number, color: string, phase: number): string {
  const pts: string[] = [];
  const steps = 12;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    pts.push(`${n(Math.sin(t * Math.PI * 2.2 + phase) * width * 1.2)} ${n(-t * len)}`);
  }
  return el('path', { d: `M${pts.join('L')}`, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
}

/** A scalloped circus valance hanging from y = 0 between x0 and x1, each scallop `r` deep, colours alternating. */
export function valance(x0: number, x1: number, r: number, colors: readonly string[], trim: string): string {
  const count = Math.max(2, Math.round((x1 - x0) / (r * 2)));
  const step = (x1 - x0) / count;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = x0 + i * step;
    parts.push(el('path', { d: `M${n(x)} 0V${n(r * 0.4)}A${n(step / 2)} ${n(r * 0.9)} 0 0 0 ${n(x + step)} ${n(r * 0.4)}V0Z`, fill: colors[i % colors.length] ?? '#e63946' }));
    parts.push(el('circle', { cx: x + step / 2, cy: r * 1.45, r: r * 0.16, fill: trim }));
  }
  return g({}, ...parts, el('rect', { x: x0, y: 0, width: x1 - x0, height: r * 0.18, fill: trim }));
}

/** A ticket outline: a rectangle with half-round notches in the middle of its short ends. */
export function ticketPath(x: number, y: number, w: number, h: number, notch: number): string {
  const vertical = h > w;
  if (vertical) {
    return `M${n(x)} ${n(y)}H${n(x + w / 2 - notch)}A${n(notch)} ${n(notch)} 0 0 0 ${n(x + w / 2 + notch)} ${n(y)}H${n(x + w)}V${n(y + h)}H${n(x + w / 2 + notch)}A${n(notch)} ${n(notch)} 0 0 0 ${n(x + w / 2 - notch)} ${n(y + h)}H${n(x)}Z`;
  }
  return `M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h / 2 - notch)}A${n(notch)} ${n(notch)} 0 0 0 ${n(x + w)} ${n(y + h / 2 + notch)}V${n(y + h)}H${n(x)}V${n(y + h / 2 + notch)}A${n(notch)} ${n(notch)} 0 0 0 ${n(x)} ${n(y + h / 2 - notch)}Z`;
}

/** A broad tropical leaf along +x from the origin, cut into fingers like a palm or monstera. */
export function tropicalLeaf(len: number, width: number, fill: string, vein: string): string {
  const parts = [el('path', { d: leafPath(len, width), fill })];
  const cuts: string[] = [];
  for (let i = 1; i <= 5; i += 1) {
    const t = 0.18 + i * 0.13;
    const half = (width / 2) * Math.sin(Math.PI * Math.min(t, 0.95)) * 1.15;
    cuts.push(`M${n(len * t)} 0L${n(len * (t + 0.1))} ${n(-half)}M${n(len * t)} 0L${n(len * (t + 0.1))} ${n(half)}`);
  }
  parts.push(el('path', { d: `M0 0H${n(len * 0.95)}`, stroke: vein, 'stroke-width': width * 0.05, 'stroke-linecap': 'round' }));
  parts.push(el('path', { d: cuts.join(''), stroke: vein, 'stroke-width': width * 0.035, 'stroke-linecap': 'round', opacity: 0.8 }));
  return g({}, ...parts);
}
