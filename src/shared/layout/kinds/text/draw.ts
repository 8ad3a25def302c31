import Konva from 'konva';
import type { TextElement } from '../../text-element.js';
import { buildCommonAttrs } from '../element-attrs.js';
import { buildTextDrawing } from './text-drawing.js';

/** A text element as the node every renderer draws: box width, auto-fit, spacing, outline (see buildTextDrawing). */
export function drawText(element: TextElement): Konva.Text {
  return new Konva.Text({ ...buildCommonAttrs(element), ...buildTextDrawing(element), listening: false });
}
