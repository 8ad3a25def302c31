import Konva from 'konva';
import { layoutRanges } from '../../layout-ranges.js';
import type { TextElement } from '../../text-element.js';
import { fitFontSize } from './fit-font-size.js';

/** The Konva.Text attributes that draw a text element's letters (not its place or shadow). */
export interface TextDrawing {
  text: string;
  fontSize: number;
  fontFamily: string;
  fontStyle: string;
  align: TextElement['textAlign'];
  lineHeight: number;
  letterSpacing: number;
  wrap: 'word' | 'none';
  width?: number;
  fill: string;
  stroke?: string;
  strokeWidth: number;
  /** The outline sits outside the letters instead of eating into them. */
  fillAfterStrokeEnabled: boolean;
}

/** Konva's font style string: 'normal', 'bold', 'italic' or 'italic bold'. */
export function toKonvaFontStyle(text: Pick<TextElement, 'fontStyle' | 'fontWeight'>): string {
  const parts = [text.fontStyle === 'italic' ? 'italic' : '', text.fontWeight === 'bold' ? 'bold' : ''].filter(Boolean);
  return parts.length === 0 ? 'normal' : parts.join(' ');
}

/** What is drawn: capitals for 'Maiuscolo', the typed content otherwise. */
export function toDrawnContent(text: Pick<TextElement, 'content' | 'uppercase'>): string {
  return text.uppercase === true ? text.content.toUpperCase() : text.content;
}

export function hasOutline(text: Pick<TextElement, 'strokeWidth'>): boolean {
  return text.strokeWidth !== undefined && text.strokeWidth > 0;
}

/**
 * One source for the canvas node, the measurements (snapping, centring, the inline editor) and
 * so every export, which copies the canvas nodes: a text is drawn the same everywhere.
 */
export function buildTextDrawing(text: TextElement): TextDrawing {
  const content = toDrawnContent(text);
  const isFitting = text.autoFit === true && text.width !== undefined;
  const strokeWidth = hasOutline(text) ? (text.strokeWidth ?? 0) : 0;
  const drawing: TextDrawing = {
    text: content,
    fontSize: text.fontSize,
    fontFamily: text.fontFamily,
    fontStyle: toKonvaFontStyle(text),
    align: text.textAlign,
    lineHeight: text.lineHeight,
    letterSpacing: text.letterSpacing ?? 0,
    wrap: isFitting ? 'none' : 'word',
    fill: text.color,
    strokeWidth,
    fillAfterStrokeEnabled: true,
    ...(text.width === undefined ? {} : { width: text.width }),
    ...(strokeWidth > 0 ? { stroke: text.strokeColor ?? '#000000' } : {}),
  };
  if (isFitting && text.width !== undefined) drawing.fontSize = computeFittedSize(text, drawing, text.width);
  return drawing;
}

/**
 * Measures each line with a Konva.Text set up like the drawn one (so kerning and letter spacing
 * are counted as Konva counts them), solves the size with the pure rule, then checks it: Konva
 * cuts a line wider than a fixed-width box that does not wrap, so a size the glyphs' hinting
 * makes a hair too wide steps down until every line fits.
 */
function computeFittedSize(text: TextElement, drawing: TextDrawing, boxWidth: number): number {
  const probe = new Konva.Text({ fontSize: text.fontSize, fontFamily: drawing.fontFamily, fontStyle: drawing.fontStyle, letterSpacing: drawing.letterSpacing, wrap: 'none' });
  try {
    const lines = drawing.text.split('\n').map((line) => {
      const letterCount = [...line].length;
      return { glyphWidth: Math.max(0, widthOf(probe, line) - drawing.letterSpacing * letterCount), letterCount };
    });
    let size = fitFontSize({
      fontSize: text.fontSize,
      minFontSize: layoutRanges.fontSize.min,
      lineHeight: text.lineHeight,
      letterSpacing: drawing.letterSpacing,
      strokeWidth: drawing.strokeWidth,
      lines,
      boxWidth,
      ...(text.fitHeight === undefined ? {} : { boxHeight: text.fitHeight }),
    });
    for (let attempt = 0; attempt < 20 && size > layoutRanges.fontSize.min; attempt += 1) {
      probe.fontSize(size);
      if (Math.max(0, ...drawing.text.split('\n').map((line) => widthOf(probe, line))) <= boxWidth - drawing.strokeWidth) break;
      size = Math.max(layoutRanges.fontSize.min, Math.floor(size * 99) / 100);
    }
    return size;
  } finally {
    probe.destroy();
  }
}

function widthOf(probe: Konva.Text, line: string): number {
  probe.text(line);
  return probe.getTextWidth();
}
