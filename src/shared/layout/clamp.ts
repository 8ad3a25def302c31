/** Clamps into [min, max]; NaN becomes min so that a bad input never reaches the document. */
export function clamp(value: number, min: number, max: number = Number.POSITIVE_INFINITY): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}
