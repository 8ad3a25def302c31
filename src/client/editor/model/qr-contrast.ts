import { normaliseHex } from '../colours/normalise-hex.js';

/**
 * Below this contrast (WCAG ratio, 1 to 21) phone cameras in a dim booth start to miss modules;
 * black on white is 21, a mid grey on white about 4.5.
 */
export const minimumQrContrast = 4;

export interface QrContrast {
  ratio: number;
  /** Light modules on a dark background: many readers only look for dark on light. */
  isInverted: boolean;
  isRisky: boolean;
}

/** How readable the modules are on the code's own background (alpha is ignored). */
export function assessQrContrast(moduleColour: string, backgroundColour: string): QrContrast {
  const dark = readLuminance(moduleColour);
  const light = readLuminance(backgroundColour);
  const ratio = (Math.max(dark, light) + 0.05) / (Math.min(dark, light) + 0.05);
  const isInverted = dark > light;
  return { ratio, isInverted, isRisky: isInverted || ratio < minimumQrContrast };
}

/** WCAG relative luminance of a hex colour; an unreadable one counts as black. */
function readLuminance(colour: string): number {
  const hex = normaliseHex(colour);
  if (hex === null) return 0;
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
