/**
 * WCAG 2 contrast between two sRGB colours: (L1 + 0.05) / (L2 + 0.05) of their relative
 * luminances, 1 (same) to 21 (black on white). 4.5 is the minimum for body text, 3 for large.
 */
export type Rgb = readonly [number, number, number];

export const minimumContrast = { normal: 4.5, large: 3 } as const;

/** '#rgb' or '#rrggbb' (alpha ignored) as 0–255 channels; anything else is black. */
export function parseHexColour(hex: string): Rgb {
  const body = hex.replace(/^#/, '');
  const full = body.length <= 4 ? [...body.slice(0, 3)].map((c) => c + c).join('') : body.slice(0, 6);
  const value = Number.parseInt(full, 16);
  if (!Number.isFinite(value) || full.length !== 6) return [0, 0, 0];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The hex colour as 'rrggbb' from channels. */
export function toHexColour([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}
