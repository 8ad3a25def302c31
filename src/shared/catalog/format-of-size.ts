import { formats, type Format } from './formats.js';

/** How far a template's proportions may stray from its format's (an upload measured to the pixel). */
const ratioTolerance = 0.03;

/** The print format whose proportions a template of this size has, or undefined. */
export function formatOfSize(width: number, height: number): Format | undefined {
  if (!(width > 0) || !(height > 0)) return undefined;
  const ratio = width / height;
  return formats.find((format) => Math.abs(format.widthPx / format.heightPx / ratio - 1) <= ratioTolerance);
}

/** A picture's size with its long side `longSide`, in whole px (at least 1). */
export function fitLongSide(width: number, height: number, longSide: number): { width: number; height: number } {
  const scale = longSide / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
