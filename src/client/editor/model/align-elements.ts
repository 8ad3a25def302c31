import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import type { Box } from '../../../shared/layout/geometry.js';
import { collectSelectionUnits, shiftUnits } from './selection-units.js';
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

export { unionBox };
