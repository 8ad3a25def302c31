import Konva from 'konva';
import type { TextElement } from '../../../shared/layout/text-element.js';
import type { Size } from '../../../shared/layout/geometry.js';
import { buildTextDrawing } from '../../../shared/layout/kinds/text/text-drawing.js';

export { toKonvaFontStyle } from '../../../shared/layout/kinds/text/text-drawing.js';

/** The model's MeasureText, measured by Konva itself from the drawn attributes: what snapping and centring should see. */
export function measureTextWithKonva(text: TextElement): Size {
  const node = new Konva.Text(buildTextDrawing(text));
  const size = { width: node.width(), height: node.height() };
  node.destroy();
  return size;
}
