import type { Rect } from '../layout.js';
import type { Rng } from '../prng.js';
import { el, g, n, tf, type SvgDoc } from '../svg.js';
import { starPath } from './shapes.js';

/** Party pieces: glossy balloons, confetti, bunting and fake-glow neon strokes. */

const balloonGradients = new WeakMap<SvgDoc, Map<string, string>>();

function shade(hex: string, k: number): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number): string => {
    const c = (v >> shift) & 255;
    const out = k >= 0 ? c + (255 - c) * k : c * (1 + k);
    return Math.round(out).toString(16).padStart(2, '0');
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

function balloonGradient(doc: SvgDoc, color: string): string {
  const perDoc = balloonGradients.get(doc) ?? new Map<string, string>();
  balloonGradients.set(doc, perDoc);
  const known = perDoc.get(color);
  if (known) return known;
  const id = doc.id('balloon');
  doc.def(
    el(
      'radialGradient',
      { id, cx: 0.38, cy: 0.32, r: 0.75, fx: 0.32, fy: 0.26 },
      el('stop', { offset: 0, 'stop-color': shade(color, 0.45) }),
      el('stop', { offset: 0.45, 'stop-color': color }),
      el('stop', { offset: 1, 'stop-color': shade(color, -0.35) }),
    ),
  );
  perDoc.set(color, id);
  return id;
}

/** A latex balloon centred at the origin, radius r, with a string of length `stringLen` hanging down. */
export function balloon(doc: SvgDoc, r: number, color: string, stringLen: number, sway = 0.15): string {
  const ry = r * 1.17;
  const body =
    `M0 ${n(ry)}C${n(-r * 0.55)} ${n(ry * 0.95)} ${n(-r)} ${n(ry * 0.45)} ${n(-r)} ${n(-ry * 0.05)}` +
    `C${n(-r)} ${n(-ry * 0.62)} ${n(-r * 0.55)} ${n(-ry)} 0 ${n(-ry)}C${n(r * 0.55)} ${n(-ry)} ${n(r)} ${n(-ry * 0.62)} ${n(r)} ${n(-ry * 0.05)}` +
    `C${n(r)} ${n(ry * 0.45)} ${n(r * 0.55)} ${n(ry * 0.95)} 0 ${n(ry)}Z`;
  const s = stringLen;
  return g(
    {},
    el('path', {
      d: `M0 ${n(ry + r * 0.12)}C${n(r * sway * 2)} ${n(ry + s * 0.3)} ${n(-r * sway * 2)} ${n(ry + s * 0.6)} ${n(r * sway)} ${n(ry + s)}`,
      fill: 'none',
      stroke: '#8c8c8c',
      'stroke-width': Math.max(r * 0.025, 1.2),
      opacity: 0.8,
    }),
    el('path', { d: `M${n(-r * 0.1)} ${n(ry + r * 0.13)}L${n(r * 0.1)} ${n(ry + r * 0.13)}L0 ${n(ry - r * 0.02)}Z`, fill: shade(color, -0.3) }),
    el('path', { d: body, fill: `url(#${balloonGradient(doc, color)})` }),
    el('ellipse', { cx: -r * 0.42, cy: -ry * 0.42, rx: r * 0.14, ry: r * 0.26, fill: '#ffffff', opacity: 0.55, transform: `rotate(35 ${n(-r * 0.42)} ${n(-ry * 0.42)})` }),
  );
}

/** Confetti pieces scattered in `area`, skipping any point inside `avoid` (the photos). */
export function confetti(rng: Rng, area: Rect, count: number, size: number, colors: readonly string[], avoid: readonly Rect[] = []): string {
  const pieces: string[] = [];
  let attempts = 0;
  while (pieces.length < count && attempts < count * 20) {
    attempts += 1;
    const x = rng.range(area.x, area.x + area.w);
    const y = rng.range(area.y, area.y + area.h);
    if (avoid.some((r) => x > r.x - size && x < r.x + r.w + size && y > r.y - size && y < r.y + r.h + size)) continue;
    const fill = rng.pick(colors);
    const rot = rng.range(0, 180);
    const kind = rng.int(0, 3);
    const k = size * rng.range(0.7, 1.3);
    if (kind === 0) pieces.push(el('rect', { x: -k * 0.3, y: -k * 0.7, width: k * 0.6, height: k * 1.4, fill, transform: tf(x, y, rot) }));
    else if (kind === 1) pieces.push(el('circle', { cx: x, cy: y, r: k * 0.45, fill }));
    else if (kind === 2) pieces.push(el('path', { d: starPath(k * 0.7, k * 0.3), fill, transform: tf(x, y, rot) }));
    else {
      pieces.push(
        el('path', { d: `M${n(-k)} 0q${n(k / 2)} ${n(-k * 0.6)} ${n(k)} 0t${n(k)} 0`, fill: 'none', stroke: fill, 'stroke-width': k * 0.28, 'stroke-linecap': 'round', transform: tf(x, y, rot) }),
      );
    }
  }
  return g({}, ...pieces);
}

/** Triangle flags hanging from a sagging string between two points. */
export function bunting(from: [number, number], to: [number, number], sag: number, flagW: number, colors: readonly string[], lineColor: string): string {
  const [x1, y1] = from;
  const [x2, y2] = to;
  const at = (t: number): [number, number] => [x1 + (x2 - x1) * t, y1 + (y2 - y1) * t + 4 * sag * t * (1 - t)];
  const len = Math.hypot(x2 - x1, y2 - y1);
  const count = Math.max(3, Math.floor(len / (flagW * 1.15)));
  const parts = [el('path', { d: `M${n(x1)} ${n(y1)}Q${n((x1 + x2) / 2)} ${n((y1 + y2) / 2 + 2 * sag)} ${n(x2)} ${n(y2)}`, fill: 'none', stroke: lineColor, 'stroke-width': flagW * 0.04 })];
  for (let i = 0; i < count; i += 1) {
    const t0 = (i + 0.5) / count - 0.42 / count;
    const t1 = (i + 0.5) / count + 0.42 / count;
    const [ax, ay] = at(t0);
    const [bx, by] = at(t1);
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    const ang = Math.atan2(by - ay, bx - ax);
    const tipX = mx - Math.sin(ang) * flagW * 1.05;
    const tipY = my + Math.cos(ang) * flagW * 1.05;
    const fill = colors[i % colors.length] ?? '#f2a';
    const tri = `M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}L${n(tipX)} ${n(tipY)}Z`;
    parts.push(
      el('path', { d: tri, fill }),
      el('path', { d: tri, fill: 'none', stroke: '#ffffff', 'stroke-width': flagW * 0.025, 'stroke-dasharray': `${n(flagW * 0.07)} ${n(flagW * 0.06)}`, opacity: 0.7, transform: `translate(${n(mx)} ${n(my)}) scale(0.82) translate(${n(-mx)} ${n(-my)})` }),
    );
  }
  return g({}, ...parts);
}

/** A stroke with a soft neon glow faked by wider translucent strokes (no blur filter: fast). */
export function neon(d: string, color: string, width: number, transform?: string): string {
  const layer = (k: number, opacity: number, stroke = color): string =>
    el('path', { d, fill: 'none', stroke, 'stroke-width': width * k, opacity, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  return g({ transform }, layer(7, 0.05), layer(4.5, 0.09), layer(2.6, 0.2), layer(1, 1), layer(0.38, 0.75, '#ffffff'));
}
