/**
 * A slider value as the label shows it: rounded to the slider's step (5.389221556886228 with a
 * step of 1 reads '5'), with no trailing float noise.
 */
export function roundToStep(value: number, step: number): string {
  if (!Number.isFinite(value)) return '';
  const decimals = countDecimals(step);
  return String(Number(value.toFixed(decimals)));
}

function countDecimals(step: number): number {
  if (!Number.isFinite(step) || step <= 0 || Number.isInteger(step)) return 0;
  const [, fraction = ''] = String(step).split('.');
  return Math.min(fraction.length, 6);
}
