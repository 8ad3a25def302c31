/**
 * Maps any angle in degrees onto (-180, 180]. Keyboard rotation wraps modulo 360 and
 * the slider shows -180..180; one representation keeps equal angles equal in the document, so
 * undo snapshots and comparisons do not see 190 and -170 as different.
 * Non-finite input yields 0: an angle that cannot be drawn is no angle.
 */
export function normaliseRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const wrapped = ((degrees % 360) + 360) % 360; // [0, 360)
  const result = wrapped > 180 ? wrapped - 360 : wrapped;
  // -0 would survive JSON as 0 but fail Object.is comparisons in tests and equality checks.
  return result === 0 ? 0 : result;
}
