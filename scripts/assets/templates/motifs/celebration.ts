import { el, g, n } from '../svg.js';
import { starPath } from './shapes.js';

/** Birthday pieces: a candle-lit cake, a gift bow, firework bursts and curling streamers. */

export interface CakeColors {
  sponge: string;
  icing: string;
  drip: string;
  plate: string;
  candles: readonly string[];
}

/** A two-tier cake standing on the origin (its plate's middle), s wide at the bottom tier, candles lit. */
export function cake(s: number, c: CakeColors): string {
  const tier = (w: number, h: number, y: number): string => {
    const x = -w / 2;
    const drips: string[] = [`M${n(x)} ${n(y)}H${n(x + w)}V${n(y + h * 0.28)}`];
    const count = 6;
    for (let i = count; i > 0; i -= 1) {
      const x1 = x + (w * (i - 1)) / count;
      const deep = y + h * (i % 2 === 0 ? 0.55 : 0.38);
      drips.push(`Q${n(x1 + w / count / 2)} ${n(deep)} ${n(x1)} ${n(y + h * 0.28)}`);
    }
    return g(
      {},
      el('rect', { x, y, width: w, height: h, rx: w * 0.04, fill: c.sponge }),
      el('path', { d: `${drips.join('')}Z`, fill: c.icing }),
      el('path', { d: `M${n(x + w * 0.08)} ${n(y + h * 0.8)}H${n(x + w * 0.92)}`, stroke: c.drip, 'stroke-width': h * 0.06, 'stroke-dasharray': `${n(h * 0.06)} ${n(h * 0.16)}`, 'stroke-linecap': 'round' }),
    );
  };
  const bottomH = s * 0.36;
  const topW = s * 0.66;
  const topH = s * 0.3;
  const candles: string[] = [];
  const count = c.candles.length;
  for (let i = 0; i < count; i += 1) {
    const cx = -topW * 0.36 + (topW * 0.72 * i) / Math.max(1, count - 1);
    const ch = s * 0.2;
    const top = -bottomH - topH - ch;
    candles.push(
      el('rect', { x: cx - s * 0.022, y: top, width: s * 0.044, height: ch, rx: s * 0.01, fill: c.candles[i] ?? '#ffffff' }),
      el('path', { d: `M${n(cx)} ${n(top - s * 0.11)}Q${n(cx + s * 0.04)} ${n(top - s * 0.04)} ${n(cx)} ${n(top - s * 0.01)}Q${n(cx - s * 0.04)} ${n(top - s * 0.04)} ${n(cx)} ${n(top - s * 0.11)}Z`, fill: '#ffb627' }),
      el('ellipse', { cx, cy: top - s * 0.04, rx: s * 0.012, ry: s * 0.025, fill: '#fff3b0' }),
    );
  }
  return g(
    {},
    el('ellipse', { cx: 0, cy: 0, rx: s * 0.62, ry: s * 0.07, fill: c.plate }),
    tier(s, bottomH, -bottomH),
    tier(topW, topH, -bottomH - topH),
    ...candles,
  );
}

/** A ribbon bow centred on the origin: two loops, a knot and two tails, s its half-width. */
export function giftBow(s: number, ribbon: string, shadow: string): string {
  const loop = (dir: 1 | -1): string =>
    `M0 0C${n(dir * s * 0.3)} ${n(-s * 0.7)} ${n(dir * s * 1.05)} ${n(-s * 0.55)} ${n(dir * s)} ${n(-s * 0.05)}C${n(dir * s * 0.95)} ${n(s * 0.35)} ${n(dir * s * 0.35)} ${n(s * 0.25)} 0 0Z`;
  const tail = (dir: 1 | -1): string =>
    `M0 0L${n(dir * s * 0.55)} ${n(s * 0.95)}L${n(dir * s * 0.42)} ${n(s * 0.8)}L${n(dir * s * 0.3)} ${n(s * 0.98)}L${n(-dir * s * 0.05)} ${n(s * 0.08)}Z`;
  return g(
    {},
    el('path', { d: tail(1), fill: shadow }),
    el('path', { d: tail(-1), fill: shadow }),
    el('path', { d: loop(1), fill: ribbon }),
    el('path', { d: loop(-1), fill: ribbon }),
    el('path', { d: `M${n(s * 0.15)} ${n(-s * 0.1)}C${n(s * 0.4)} ${n(-s * 0.4)} ${n(s * 0.75)} ${n(-s * 0.35)} ${n(s * 0.8)} ${n(-s * 0.1)}`, fill: 'none', stroke: shadow, 'stroke-width': s * 0.05, opacity: 0.6 }),
    el('path', { d: `M${n(-s * 0.15)} ${n(-s * 0.1)}C${n(-s * 0.4)} ${n(-s * 0.4)} ${n(-s * 0.75)} ${n(-s * 0.35)} ${n(-s * 0.8)} ${n(-s * 0.1)}`, fill: 'none', stroke: shadow, 'stroke-width': s * 0.05, opacity: 0.6 }),
    el('ellipse', { cx: 0, cy: 0, rx: s * 0.2, ry: s * 0.17, fill: ribbon, stroke: shadow, 'stroke-width': s * 0.04 }),
  );
}

/** A firework burst of radius r: rays of dots in two rings and a star at the heart. */
export function fireworkBurst(r: number, paint: string, accent: string, rays = 14): string {
  const parts: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const a = (i / rays) * Math.PI * 2;
    const [cx, cy] = [Math.cos(a), Math.sin(a)];
    parts.push(el('path', { d: `M${n(cx * r * 0.28)} ${n(cy * r * 0.28)}L${n(cx * r * 0.82)} ${n(cy * r * 0.82)}`, stroke: paint, 'stroke-width': r * 0.035, 'stroke-linecap': 'round' }));
    parts.push(el('circle', { cx: cx * r, cy: cy * r, r: r * 0.045, fill: paint }));
    const b = a + Math.PI / rays;
    parts.push(el('circle', { cx: Math.cos(b) * r * 0.62, cy: Math.sin(b) * r * 0.62, r: r * 0.03, fill: accent }));
  }
  parts.push(el('path', { d: starPath(r * 0.16, r * 0.07), fill: accent }));
  return g({}, ...parts);
}

/** A curling paper streamer hanging from the origin along +y, len long: a ribbon twisting as it falls. */
export function streamer(len: number, width: number, amp: number, turns: number, color: string, shade: string): string {
  const steps = Math.round(turns * 16);
  const whole: string[] = [];
  // The sides of each turn that face the viewer, as separate runs: drawn in colour over the shaded whole.
  const runs: string[][] = [];
  let run: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const a = t * turns * Math.PI * 2;
    const point = `${n(Math.sin(a) * amp * (0.6 + 0.4 * t))} ${n(t * len)}`;
    whole.push(point);
    if (Math.cos(a) >= 0) run.push(point);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  const front = runs.filter((r) => r.length > 1).map((r) => `M${r.join('L')}`).join('');
  return g(
    { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
    el('path', { d: `M${whole.join('L')}`, stroke: shade, 'stroke-width': width }),
    el('path', { d: front, stroke: color, 'stroke-width': width * 0.8 }),
  );
}
