import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { getElementBox } from './element-box.js';
import type { MeasureText } from './estimate-text-size.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';

export type CentreAxis = 'horizontal' | 'vertical';

/** Below this a shift is floating-point noise, and an entry in the history for nothing. */
const epsilon = 1e-9;

/**
 * Centres each listed element on the canvas along one axis, by the box it is drawn in: for a
 * rotated element that box's centre is its visual centre, so the element looks centred whatever
 * its angle, while its rotation origin (x, y) lands wherever that requires. Each element is
 * centred on its own, not the selection as a group. Locked clip-art stays put.
 */
export function centreOnCanvas(document: LayoutDocument, ids: readonly string[], axis: CentreAxis, measureText?: MeasureText): LayoutDocument {
  const { width, height } = document.template;
  return mapElements(document, ids, (element) => {
    if (isLocked(element)) return element;
    const box = getElementBox(element, measureText);
    switch (axis) {
      case 'horizontal': {
        const dx = width / 2 - (box.x + box.width / 2);
        return Math.abs(dx) < epsilon ? element : { ...element, x: element.x + dx };
      }
      case 'vertical': {
        const dy = height / 2 - (box.y + box.height / 2);
        return Math.abs(dy) < epsilon ? element : { ...element, y: element.y + dy };
      }
      default:
        return assertNever(axis);
    }
  });
}
