import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import type { Box } from '../../../shared/layout/geometry.js';
import { collectSelectionUnits, shiftUnits, type SelectionUnit } from './selection-units.js';

export type DistributeAxis = 'horizontal' | 'vertical';

/**
 * Spaces three or more units (elements, or whole groups as one box) evenly along one axis: the
 * first and the last (by their drawn boxes) stay, and the ones between move so the gaps between
 * neighbouring boxes are equal. Locked units take no part. One command, so one undo step.
 */
export function distributeElements(document: LayoutDocument, args: { ids: readonly string[]; axis: DistributeAxis; measureText?: MeasureText }): LayoutDocument {
  const items = collectSelectionUnits(document, args.ids, args.measureText)
    .filter((unit) => !unit.isLocked)
    .map((unit) => ({ unit, ...readSpan(unit.box, args.axis) }))
    .sort((a, b) => a.start - b.start || a.size - b.size);
  const first = items[0];
  const last = items[items.length - 1];
  if (items.length < 3 || first === undefined || last === undefined) return document;
  const span = Math.max(...items.map((item) => item.start + item.size)) - first.start;
  const gap = (span - items.reduce((sum, item) => sum + item.size, 0)) / (items.length - 1);
  const shifts = new Map<SelectionUnit, { dx: number; dy: number }>();
  let cursor = first.start;
  for (const item of items) {
    const shift = cursor - item.start;
    shifts.set(item.unit, args.axis === 'horizontal' ? { dx: shift, dy: 0 } : { dx: 0, dy: shift });
    cursor += item.size + gap;
  }
  return shiftUnits(document, shifts);
}

function readSpan(box: Box, axis: DistributeAxis): { start: number; size: number } {
  switch (axis) {
    case 'horizontal':
      return { start: box.x, size: box.width };
    case 'vertical':
      return { start: box.y, size: box.height };
    default:
      return assertNever(axis);
  }
}
