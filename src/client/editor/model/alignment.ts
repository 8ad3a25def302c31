import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import type { Box } from '../../../shared/layout/geometry.js';
import { collectSelectionUnits, shiftUnits, type SelectionUnit } from './selection-units.js';
import { unionBox } from './union-box.js';

export type AlignEdge = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

/**
 * Lines the listed elements up on one edge or centre line, by the boxes they are drawn in (a
 * rotated element aligns by what the operator sees). A whole group moves as one box.
 * Several units align to the box around all of them; a single one (an element, or one group)
 * aligns to the page. Locked units stay put (they still count in the selection's box). One
 * command, so one undo step.
 */
export function alignElements(document: LayoutDocument, args: { ids: readonly string[]; edge: AlignEdge; measureText?: MeasureText }): LayoutDocument {
  const units = collectSelectionUnits(document, args.ids, args.measureText);
  if (units.length === 0) return document;
  const target = units.length === 1 ? { x: 0, y: 0, ...document.template } : unionBox(units.map((unit) => unit.box));
  return shiftUnits(document, new Map(units.map((unit) => [unit, measureShift(unit.box, target, args.edge)])));
}

function measureShift(box: Box, target: Box, edge: AlignEdge): { dx: number; dy: number } {
  switch (edge) {
    case 'left':
      return { dx: target.x - box.x, dy: 0 };
    case 'centre':
      return { dx: target.x + target.width / 2 - (box.x + box.width / 2), dy: 0 };
    case 'right':
      return { dx: target.x + target.width - (box.x + box.width), dy: 0 };
    case 'top':
      return { dx: 0, dy: target.y - box.y };
    case 'middle':
      return { dx: 0, dy: target.y + target.height / 2 - (box.y + box.height / 2) };
    case 'bottom':
      return { dx: 0, dy: target.y + target.height - (box.y + box.height) };
    default:
      return assertNever(edge);
  }
}


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
  return shiftUnits(document, new Map(units.map((unit) => [unit, measureCentreShift(unit.box, axis, width, height)])));
}

function measureCentreShift(box: Box, axis: CentreAxis, width: number, height: number): { dx: number; dy: number } {
  switch (axis) {
    case 'horizontal':
      return { dx: width / 2 - (box.x + box.width / 2), dy: 0 };
    case 'vertical':
      return { dx: 0, dy: height / 2 - (box.y + box.height / 2) };
    default:
      return assertNever(axis);
  }
}
