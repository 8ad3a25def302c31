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
  // One pass, no spread of the lines into Math.max: a text may hold a million lines.
  const advance = text.fontSize * averageAdvance;
  let lines = 0;
  let longest = 0;
  let wrappedRows = 0;
  for (const line of text.content.split('\n')) {
    const lineWidth = line.length * advance;
    lines += 1;
    longest = Math.max(longest, lineWidth);
    // A wrap width breaks long lines: count each source line as the rows it needs.
    if (text.width !== undefined) wrappedRows += Math.max(1, Math.ceil(lineWidth / text.width));
  }
  const rows = text.width === undefined ? lines : wrappedRows;
  return { width: text.width ?? longest, height: rows * text.fontSize * text.lineHeight };
}
