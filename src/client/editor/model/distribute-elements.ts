import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { getElementBox } from './element-box.js';
import type { MeasureText } from './estimate-text-size.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';

export type DistributeAxis = 'horizontal' | 'vertical';

const epsilon = 1e-9;

/**
 * Spaces three or more elements evenly along one axis: the first and the last (by their drawn
 * boxes) stay, and the ones between move so the gaps between neighbouring boxes are equal.
 * Locked clip-art takes no part. One command, so one undo step.
 */
export function distributeElements(document: LayoutDocument, args: { ids: readonly string[]; axis: DistributeAxis; measureText?: MeasureText }): LayoutDocument {
  const items = document.elements
    .filter((element) => args.ids.includes(element.id) && !isLocked(element))
    .map((element) => {
      const box = getElementBox(element, args.measureText);
      return readSpan(element.id, box, args.axis);
    })
    .sort((a, b) => a.start - b.start || a.size - b.size);
  const first = items[0];
  const last = items[items.length - 1];
  if (items.length < 3 || first === undefined || last === undefined) return document;
  const span = Math.max(...items.map((item) => item.start + item.size)) - first.start;
  const gap = (span - items.reduce((sum, item) => sum + item.size, 0)) / (items.length - 1);
  const shifts = new Map<string, number>();
  let cursor = first.start;
  for (const item of items) {
    shifts.set(item.id, cursor - item.start);
    cursor += item.size + gap;
  }
  return mapElements(document, args.ids, (element) => {
    const shift = shifts.get(element.id);
    if (shift === undefined || Math.abs(shift) < epsilon) return element;
    return args.axis === 'horizontal' ? { ...element, x: element.x + shift } : { ...element, y: element.y + shift };
  });
}

function readSpan(id: string, box: { x: number; y: number; width: number; height: number }, axis: DistributeAxis): { id: string; start: number; size: number } {
  switch (axis) {
    case 'horizontal':
      return { id, start: box.x, size: box.width };
    case 'vertical':
      return { id, start: box.y, size: box.height };
    default:
      return assertNever(axis);
  }
}
