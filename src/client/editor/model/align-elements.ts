import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { getElementBox } from './element-box.js';
import type { MeasureText } from './estimate-text-size.js';
import type { Box } from './geometry.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';

export type AlignEdge = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';

const epsilon = 1e-9;

/**
 * Lines the listed elements up on one edge or centre line, by the boxes they are drawn in (a
 * rotated element aligns by what the operator sees). Several elements align to the box around
 * all of them; a single element aligns to the page. Locked clip-art stays put (it still counts
 * in the selection's box). One command, so one undo step.
 */
export function alignElements(document: LayoutDocument, args: { ids: readonly string[]; edge: AlignEdge; measureText?: MeasureText }): LayoutDocument {
  const selected = document.elements.filter((element) => args.ids.includes(element.id));
  if (selected.length === 0) return document;
  const boxes = new Map(selected.map((element) => [element.id, getElementBox(element, args.measureText)]));
  const target = selected.length === 1 ? { x: 0, y: 0, ...document.template } : unionBox([...boxes.values()]);
  return mapElements(document, args.ids, (element) => {
    const box = boxes.get(element.id);
    if (box === undefined || isLocked(element)) return element;
    const { dx, dy } = measureShift(box, target, args.edge);
    if (Math.abs(dx) < epsilon && Math.abs(dy) < epsilon) return element;
    return { ...element, x: element.x + dx, y: element.y + dy };
  });
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

/** The smallest box around all of these. */
export function unionBox(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
