/**
 * The value ranges of spec part 1 §2 and §5, in one table so that the schema (which rejects
 * out-of-range documents) and the editor commands (which clamp user input) cannot disagree.
 * Lengths are template pixels.
 */
export const layoutRanges = {
  fontSize: { min: 8, max: 200 },
  lineHeight: { min: 0.8, max: 3 },
  opacity: { min: 0, max: 1 },
  shadowBlur: { min: 0, max: 50 },
  rotation: { min: -180, max: 180 },
  /** Image, clip-art, placeholder and separator widths; a separator is also capped by the canvas. */
  elementWidth: { min: 10 },
  /** Optional wrap width of a text. */
  textWidth: { min: 10 },
  /** Optional box height a shrinking ('riduci per adattare') text must stay within. */
  textFitHeight: { min: 10 },
  /** Extra space after each letter, template px (negative draws letters closer): about -1.7 to 8.5 mm. */
  letterSpacing: { min: -20, max: 100 },
  /** Outline thickness of a text or a shape, template px: up to about 1.7 mm at 300 dpi. */
  strokeWidth: { min: 0, max: 20 },
  lineThickness: { min: 1, max: 50 },
  borderWidth: { min: 1, max: 50 },
  /** QR side, template px: 50 px is about 4 mm at 300 dpi, the smallest a phone still reads. */
  qrSize: { min: 50 },
  /** QR margin in modules: readers want 4; 0 is for a code on a plain background of its own. */
  qrQuietZone: { min: 0, max: 10 },
} as const;

/** Spec §2: a placeholder border thickness that is not a number falls back to this. */
export const borderWidthFallback = 1;
