import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { getElementCentre, getElementSize } from '../../../shared/layout/element-box.js';
import { estimateTextSize, type MeasureText } from '../../../shared/layout/estimate-text-size.js';
import { rotateVector } from '../../../shared/layout/geometry.js';

/**
 * Sets the rotation and moves the origin so that the visual centre stays where it was. Konva
 * rotates about (x, y), the top-left corner; turning only the angle would swing the element
 * around that corner, which is not what a keyboard step or a slider should look like.
 */
export function rotateAboutCentre<E extends LayoutElement>(element: E, rotation: number, measureText: MeasureText = estimateTextSize): E {
  if (rotation === element.rotation) return element;
  const { width, height } = getElementSize(element, measureText);
  const centre = getElementCentre(element, measureText);
  const offset = rotateVector({ x: width / 2, y: height / 2 }, rotation);
  return { ...element, rotation, x: centre.x - offset.x, y: centre.y - offset.y };
}
