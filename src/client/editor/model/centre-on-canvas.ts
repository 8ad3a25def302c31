import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import type { Box } from '../../../shared/layout/geometry.js';
import { collectSelectionUnits, shiftUnits } from './selection-units.js';

export type CentreAxis = 'horizontal' | 'vertical';

/**
 * Centres each listed element on the canvas along one axis, by the box it is drawn in: for a
 * rotated element that box's centre is its visual centre, so the element looks centred whatever
 * its angle, while its rotation origin (x, y) lands wherever that requires. Each element is
 * centred on its own, not the selection as a group; a whole group is centred as one
 * box, so it keeps its shape. Locked clip-art stays put.
 */
export function centreOnCanvas(document: LayoutDocument, ids: readonly string[], axis: CentreAxis, measureText?: MeasureText): LayoutDocument {
  const { width, height } = document.template;
  const units = collectSelectionUnits(document, ids, measureText);
  return shiftUnits(document, new Map(units.map((unit) => [unit, measureShift(unit.box, axis, width, height)])));
}

function measureShift(box: Box, axis: CentreAxis, width: number, height: number): { dx: number; dy: number } {
  switch (axis) {
    case 'horizontal':
      return { dx: width / 2 - (box.x + box.width / 2), dy: 0 };
    case 'vertical':
      return { dx: 0, dy: height / 2 - (box.y + box.height / 2) };
    default:
      return assertNever(axis);
  }
}
