import { n } from '../svg.js';

/** Geometric path builders centred on the origin; callers position them with a transform. */

export function starPath(outer: number, inner: number, points = 5, rotateDeg = -90): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((rotateDeg + (i * 180) / points) * Math.PI) / 180;
    parts.push(`${i === 0 ? 'M' : 'L'}${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}`);
  }
  return `${parts.join('')}Z`;
}

/** Heart of half-width s, tip pointing down. */
export function heartPath(s: number): string {
  const p = (v: number): string => n(v * s);
  return (
    `M0 ${p(0.95)}C${p(-0.35)} ${p(0.62)} ${p(-1)} ${p(0.25)} ${p(-1)} ${p(-0.28)}` +
    `C${p(-1)} ${p(-0.68)} ${p(-0.68)} ${p(-0.95)} ${p(-0.34)} ${p(-0.95)}` +
    `C${p(-0.14)} ${p(-0.95)} ${p(-0.03)} ${p(-0.84)} 0 ${p(-0.68)}` +
    `C${p(0.03)} ${p(-0.84)} ${p(0.14)} ${p(-0.95)} ${p(0.34)} ${p(-0.95)}` +
    `C${p(0.68)} ${p(-0.95)} ${p(1)} ${p(-0.68)} ${p(1)} ${p(-0.28)}` +
    `C${p(1)} ${p(0.25)} ${p(0.35)} ${p(0.62)} 0 ${p(0.95)}Z`
  );
}

/** Four-point sparkle (a star with concave sides), the classic "twinkle". */
export function sparklePath(r: number): string {
  const k = r * 0.18;
  return `M0 ${n(-r)}Q${n(k)} ${n(-k)} ${n(r)} 0Q${n(k)} ${n(k)} 0 ${n(r)}Q${n(-k)} ${n(k)} ${n(-r)} 0Q${n(-k)} ${n(-k)} 0 ${n(-r)}Z`;
}

/** Pointed leaf along +x from the origin. */
export function leafPath(length: number, width: number): string {
  const w = width / 2;
  return `M0 0Q${n(length * 0.4)} ${n(-w * 1.2)} ${n(length)} 0Q${n(length * 0.4)} ${n(w * 1.2)} 0 0Z`;
}

/** Rounded rectangle as a path (librsvg handles rx/ry too, but paths can be reused in clips). */
export function roundRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}` +
    `V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}` +
    `H${n(x + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
  );
}

/** Rectangle whose top is a semicircular arch (a favourite wedding photo shape). */
export function archPath(x: number, y: number, w: number, h: number, bottomRadius = 0): string {
  const r = w / 2;
  const b = Math.min(bottomRadius, r);
  return (
    `M${n(x)} ${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h - b)}` +
    (b > 0 ? `A${n(b)} ${n(b)} 0 0 1 ${n(x + w - b)} ${n(y + h)}` : '') +
    `H${n(x + b)}` +
    (b > 0 ? `A${n(b)} ${n(b)} 0 0 1 ${n(x)} ${n(y + h - b)}` : '') +
    'Z'
  );
}

/** Points of a smooth closed blob: a circle whose radius wobbles by `wobble` (0..1). */
export function blobPath(r: number, wobble: number, phases: readonly number[]): string {
  const steps = 48;
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < steps; i += 1) {
    const a = (i / steps) * Math.PI * 2;
    const k = phases.reduce((acc, ph, j) => acc + Math.sin(a * (j + 2) + ph) / (j + 2), 0);
    const rr = r * (1 + wobble * k);
    pts.push([Math.cos(a) * rr, Math.sin(a) * rr]);
  }
  return smoothClosed(pts);
}

/** Catmull-Rom through closed points, as cubic Béziers. */
export function smoothClosed(pts: ReadonlyArray<readonly [number, number]>): string {
  const at = (i: number): readonly [number, number] => pts[((i % pts.length) + pts.length) % pts.length] ?? [0, 0];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < pts.length; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    d +=
      `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** Smooth open curve through points (Catmull-Rom). */
export function smoothOpen(pts: ReadonlyArray<readonly [number, number]>): string {
  const at = (i: number): readonly [number, number] => pts[Math.max(0, Math.min(pts.length - 1, i))] ?? [0, 0];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    d +=
      `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}
