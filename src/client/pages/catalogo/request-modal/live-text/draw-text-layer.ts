import { fitFontSize } from '../../../../../shared/layout/kinds/text/fit-font-size.js';
import { layoutRanges } from '../../../../../shared/layout/layout-ranges.js';
import type { TextElement } from '../../../../../shared/layout/text-element.js';

/**
 * Draws text elements on a 2D canvas the way the editor's text node draws them (place, rotation,
 * opacity, shadow, alignment in the box, line height, letter spacing, capitals, outline under the
 * fill, word wrap in a fixed width, 'riduci per adattare'), at `scale` canvas px per template px.
 * Only the words: the picture under them is an image, so a keystroke costs a few fillText calls.
 */
export function drawTextLayer(context: CanvasRenderingContext2D, texts: readonly TextElement[], scale: number): void {
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  for (const text of texts) drawText(context, text, scale);
}

function drawText(context: CanvasRenderingContext2D, text: TextElement, scale: number): void {
  const content = text.uppercase === true ? text.content.toUpperCase() : text.content;
  const letterSpacing = text.letterSpacing ?? 0;
  const strokeWidth = text.strokeWidth !== undefined && text.strokeWidth > 0 ? text.strokeWidth : 0;
  const isFitting = text.autoFit === true && text.width !== undefined;
  context.save();
  context.scale(scale, scale);
  context.translate(text.x, text.y);
  context.rotate((text.rotation * Math.PI) / 180);
  context.globalAlpha = text.opacity;
  const setFont = (size: number) => {
    context.font = `${text.fontStyle === 'italic' ? 'italic ' : ''}${text.fontWeight === 'bold' ? '700' : '400'} ${size}px "${text.fontFamily}"`;
    if ('letterSpacing' in context) context.letterSpacing = `${letterSpacing}px`;
  };
  let fontSize = text.fontSize;
  setFont(fontSize);
  const measure = (line: string) => context.measureText(line).width;
  let lines = content.split('\n');
  if (isFitting && text.width !== undefined) {
    fontSize = fitFontSize({
      fontSize,
      minFontSize: layoutRanges.fontSize.min,
      lineHeight: text.lineHeight,
      letterSpacing,
      strokeWidth,
      lines: lines.map((line) => ({ glyphWidth: Math.max(0, measure(line) - letterSpacing * [...line].length), letterCount: [...line].length })),
      boxWidth: text.width,
      ...(text.fitHeight === undefined ? {} : { boxHeight: text.fitHeight }),
    });
    setFont(fontSize);
  } else if (text.width !== undefined) {
    const width = text.width;
    lines = lines.flatMap((line) => wrapWords(line, width, measure));
  }
  const boxWidth = text.width ?? Math.max(0, ...lines.map(measure));
  const lineBox = fontSize * text.lineHeight;
  if (text.shadowEnabled) {
    context.shadowColor = text.shadowColor;
    context.shadowBlur = text.shadowBlur * scale;
    context.shadowOffsetX = text.shadowOffsetX * scale;
    context.shadowOffsetY = text.shadowOffsetY * scale;
  }
  context.textBaseline = 'middle';
  context.fillStyle = text.color;
  lines.forEach((line, index) => {
    const width = measure(line);
    const x = text.textAlign === 'center' ? (boxWidth - width) / 2 : text.textAlign === 'right' ? boxWidth - width : 0;
    const y = lineBox * (index + 0.5);
    if (strokeWidth > 0) {
      // The outline first and the fill over it: it shows outside the letters only.
      context.lineWidth = strokeWidth;
      context.lineJoin = 'round';
      context.strokeStyle = text.strokeColor ?? '#000000';
      context.strokeText(line, x, y);
    }
    context.fillText(line, x, y);
  });
  context.restore();
}

/** Konva's word wrap: words join a line while it fits the box; a word wider than the box stands alone. */
function wrapWords(line: string, width: number, measure: (text: string) => number): string[] {
  const words = line.split(' ');
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current === '' ? word : `${current} ${word}`;
    if (current !== '' && measure(next) > width) {
      out.push(current);
      current = word;
    } else {
      current = next;
    }
  }
  out.push(current);
  return out;
}
