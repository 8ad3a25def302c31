import type { Format } from './formats.js';

const cmPerInch = 2.54;

export interface PrintSize {
  widthCm: number;
  heightCm: number;
  widthIn: number;
  heightIn: number;
}

/**
 * The size printers sell the format as: 4x6" is '10x15 cm', 2x6" is '5x15 cm'. The trade rounds
 * to whole centimetres (10.16 cm is called 10), so the label does too.
 */
export function printSizeOf(format: Format): PrintSize {
  const widthIn = format.widthMm / (cmPerInch * 10);
  const heightIn = format.heightMm / (cmPerInch * 10);
  return {
    widthCm: Math.round(widthIn * cmPerInch),
    heightCm: Math.round(heightIn * cmPerInch),
    widthIn: Math.round(widthIn * 100) / 100,
    heightIn: Math.round(heightIn * 100) / 100,
  };
}

/** Long side of every preview image the asset generator writes. */
export const previewLongSidePx = 600;

/**
 * Width and height attributes for a format's preview image: the browser reserves the box from
 * their ratio before the image arrives, so the grid does not shift as previews load.
 */
export function previewSizeOf(format: Format): { width: number; height: number } {
  const scale = previewLongSidePx / Math.max(format.widthPx, format.heightPx);
  return { width: Math.round(format.widthPx * scale), height: Math.round(format.heightPx * scale) };
}
