import type { Rect } from '../layout.js';
import { el, g, n } from '../svg.js';

/** Art-deco line work: fans, notched frames, diamonds. Strokes only, so any paint fits. */

/** A fan of rays and arcs between startDeg and endDeg, centred on the origin. */
export function fan(r: number, startDeg: number, endDeg: number, rays: number, paint: string, width: number): string {
  const rad = (d: number): number => (d * Math.PI) / 180;
  const arc = (rr: number): string => {
    const [a0, a1] = [rad(startDeg), rad(endDeg)];
    const large = Math.abs(endDeg - startDeg) > 180 ? 1 : 0;
    return el('path', {
      d: `M${n(Math.cos(a0) * rr)} ${n(Math.sin(a0) * rr)}A${n(rr)} ${n(rr)} 0 ${large} 1 ${n(Math.cos(a1) * rr)} ${n(Math.sin(a1) * rr)}`,
    });
  };
  const lines: string[] = [];
  for (let i = 0; i <= rays; i += 1) {
    const a = rad(startDeg + ((endDeg - startDeg) * i) / rays);
    const inner = i % 2 === 0 ? 0.32 : 0.55;
    lines.push(el('line', { x1: Math.cos(a) * r * inner, y1: Math.sin(a) * r * inner, x2: Math.cos(a) * r, y2: Math.sin(a) * r }));
  }
  return g({ fill: 'none', stroke: paint, 'stroke-width': width, 'stroke-linecap': 'round' }, arc(r), arc(r * 0.78), arc(r * 0.55), arc(r * 0.32), ...lines);
}

/** Rectangle outline with square notches cut into each corner (the classic deco frame). */
export function notchedFrame(r: Rect, notch: number): string {
  const { x, y, w, h } = r;
  const k = notch;
  return (
    `M${n(x + k)} ${n(y)}H${n(x + w - k)}V${n(y + k)}H${n(x + w)}V${n(y + h - k)}H${n(x + w - k)}V${n(y + h)}` +
    `H${n(x + k)}V${n(y + h - k)}H${n(x)}V${n(y + k)}H${n(x + k)}Z`
  );
}

/** Rectangle with its corners cut at 45°. */
export function chamferedRect(r: Rect, cut: number): string {
  const { x, y, w, h } = r;
  return (
    `M${n(x + cut)} ${n(y)}H${n(x + w - cut)}L${n(x + w)} ${n(y + cut)}V${n(y + h - cut)}L${n(x + w - cut)} ${n(y + h)}` +
    `H${n(x + cut)}L${n(x)} ${n(y + h - cut)}V${n(y + cut)}Z`
  );
}

export function diamondPath(rx: number, ry: number = rx): string {
  return `M0 ${n(-ry)}L${n(rx)} 0L0 ${n(ry)}L${n(-rx)} 0Z`;
}

/** Horizontal rule with a diamond in the middle and tapering ends, centred on the origin. */
export function decoRule(len: number, thick: number, paint: string): string {
  const half = len / 2;
  return g(
    { fill: paint },
    el('path', { d: `M${n(-half)} 0L${n(-thick * 5)} ${n(-thick / 2)}V${n(thick / 2)}Z` }),
    el('path', { d: `M${n(half)} 0L${n(thick * 5)} ${n(-thick / 2)}V${n(thick / 2)}Z` }),
    el('path', { d: diamondPath(thick * 3.2, thick * 3.2) }),
    el('path', { d: diamondPath(thick * 1.6), transform: `translate(${n(-thick * 8)} 0)` }),
    el('path', { d: diamondPath(thick * 1.6), transform: `translate(${n(thick * 8)} 0)` }),
  );
}
