import type { TextElement } from './text-element.js';
import type { Size } from './geometry.js';

/** Average glyph advance as a share of the font size; close enough for Latin display faces. */
const averageAdvance = 0.6;

/**
 * Measures a text, given the real measurement when the view has one. The model has no DOM and
 * no fonts, so commands that need a text's size (centring, rotating about the centre) take a
 * measurer; the view passes Konva's, and this estimate is the pure fallback. The height follows
 * Konva's rule (lines × fontSize × lineHeight); only the width of unwrapped text is a guess.
 */
export type MeasureText = (text: TextElement) => Size;

export function estimateTextSize(text: TextElement): Size {
  const lines = text.content.split('\n');
  const lineWidths = lines.map((line) => line.length * text.fontSize * averageAdvance);
  const width = text.width ?? Math.max(0, ...lineWidths);
  // A wrap width breaks long lines: count each source line as the rows it needs.
  const rows = text.width === undefined ? lines.length : lineWidths.reduce((sum, w) => sum + Math.max(1, Math.ceil(w / width)), 0);
  return { width, height: rows * text.fontSize * text.lineHeight };
}
