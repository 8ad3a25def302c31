import type { LayoutElement } from './layout-element.js';
import { estimateTextSize, type MeasureText } from './estimate-text-size.js';
import { modelOf } from './kinds/element-models.js';
import { rotateVector, type Box, type Point, type Size } from './geometry.js';

/** The unrotated size of an element; a separator's height is its thickness. */
export function getElementSize(element: LayoutElement, measureText: MeasureText = estimateTextSize): Size {
  return modelOf(element).size(element, measureText);
}

/** The visual centre: the box centre, rotated about (x, y) like Konva does. */
export function getElementCentre(element: LayoutElement, measureText: MeasureText = estimateTextSize): Point {
  const { width, height } = getElementSize(element, measureText);
  const offset = rotateVector({ x: width / 2, y: height / 2 }, element.rotation);
  return { x: element.x + offset.x, y: element.y + offset.y };
}

/**
 * The axis-aligned box around the element as drawn (rotated about its (x, y) origin). Snapping
 * and centring work on this box, so a rotated element aligns by what the user sees.
 */
export function getElementBox(element: LayoutElement, measureText: MeasureText = estimateTextSize): Box {
  const { width, height } = getElementSize(element, measureText);
  const corners = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: 0, y: height },
    { x: width, y: height },
  ].map((corner) => rotateVector(corner, element.rotation));
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: element.x + left, y: element.y + top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}
