import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import { findWholeGroups } from './group-members.js';
import { rotateElements } from './rotate-elements.js';
import { transformGroup } from './transform-group.js';

/**
 * PageUp / PageDown on the selection: a whole group turns about its own centre as one piece;
 * any other selected element turns about its own centre (spec §5), as before groups.
 */
export function rotateSelection(document: LayoutDocument, args: { ids: readonly string[]; degrees: number; measureText?: MeasureText }): LayoutDocument {
  const groups = [...findWholeGroups(document, args.ids).values()].map((members) => members.map((member) => member.id));
  const grouped = new Set(groups.flat());
  const measure = args.measureText === undefined ? {} : { measureText: args.measureText };
  const loose = rotateElements(document, { ids: args.ids.filter((id) => !grouped.has(id)), degrees: args.degrees, ...measure });
  return groups.reduce((current, ids) => transformGroup(current, { ids, degrees: args.degrees, ...measure }), loose);
}
