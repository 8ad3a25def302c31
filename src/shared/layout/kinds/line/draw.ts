import Konva from 'konva';
import type { LineElement } from '../../line-element.js';
import { buildCommonAttrs } from '../element-attrs.js';

/** A line is a filled box: its height is the thickness. */
export function buildLineAttrs(element: LineElement): { width: number; height: number; fill: string } {
  return { width: element.width, height: element.height, fill: element.color };
}

export function drawLine(element: LineElement): Konva.Rect {
  return new Konva.Rect({ ...buildCommonAttrs(element), ...buildLineAttrs(element), listening: false });
}
