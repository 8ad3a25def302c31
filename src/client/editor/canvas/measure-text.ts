import Konva from 'konva';
import type { TextElement } from '../../../shared/layout/text-element.js';
import type { Size } from '../model/geometry.js';

/** Konva's font style string: 'normal', 'bold', 'italic' or 'italic bold'. */
export function toKonvaFontStyle(text: Pick<TextElement, 'fontStyle' | 'fontWeight'>): string {
  const parts = [text.fontStyle === 'italic' ? 'italic' : '', text.fontWeight === 'bold' ? 'bold' : ''].filter(Boolean);
  return parts.length === 0 ? 'normal' : parts.join(' ');
}

/** The model's MeasureText, measured by Konva itself: what snapping and centring should see. */
export function measureTextWithKonva(text: TextElement): Size {
  const node = new Konva.Text({
    text: text.content,
    fontSize: text.fontSize,
    fontFamily: text.fontFamily,
    fontStyle: toKonvaFontStyle(text),
    lineHeight: text.lineHeight,
    align: text.textAlign,
    ...(text.width === undefined ? {} : { width: text.width }),
  });
  const size = { width: node.width(), height: node.height() };
  node.destroy();
  return size;
}
