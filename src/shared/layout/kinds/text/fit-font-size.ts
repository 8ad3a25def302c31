/** One typed line as measured at the operator's chosen font size. */
export interface MeasuredLine {
  /** The glyphs' advance at the chosen size, without letter spacing: it scales with the size. */
  glyphWidth: number;
  /** How many letters get the letter spacing: that part does not scale with the size. */
  letterCount: number;
}

export interface FitInput {
  /** The size the operator chose, template px; the drawn size never exceeds it. */
  fontSize: number;
  /** The smallest size drawn, however long the text (the schema's minimum). */
  minFontSize: number;
  lineHeight: number;
  letterSpacing: number;
  /** Outline thickness: half of it shows outside the letters on each side. */
  strokeWidth: number;
  lines: readonly MeasuredLine[];
  boxWidth: number;
  /** Set: all the lines must also fit this height. */
  boxHeight?: number;
}

/**
 * The drawn size of a 'riduci per adattare' text: the largest size, up to the chosen one, at
 * which the widest line fits the box width (lines are never wrapped) and, with a box height, the
 * lines fit that height. A line's width at size s is glyphWidth × s / fontSize + letterSpacing ×
 * letterCount (Konva adds the spacing once per letter), so each bound is solved exactly and
 * then rounded down to 0.01 px so rounding never pushes the text out.
 */
export function fitFontSize(input: FitInput): number {
  const { fontSize, minFontSize, lineHeight, letterSpacing, strokeWidth, lines, boxWidth, boxHeight } = input;
  let size = fontSize;
  const roomX = boxWidth - strokeWidth;
  for (const line of lines) {
    if (line.glyphWidth <= 0) continue;
    const glyphsAtOne = line.glyphWidth / fontSize;
    size = Math.min(size, (roomX - letterSpacing * line.letterCount) / glyphsAtOne);
  }
  if (boxHeight !== undefined && lines.length > 0) size = Math.min(size, (boxHeight - strokeWidth) / (lines.length * lineHeight));
  if (!Number.isFinite(size)) return fontSize;
  return Math.max(minFontSize, Math.min(fontSize, Math.floor(size * 100) / 100));
}
