import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { expandToGroups } from './grouping.js';

export type Layer = 'front' | 'back';

/**
 * Array order is z-order, so layering is a stable partition: the chosen elements go to one end.
 * The same document comes back when they are already there. A group stacks as one:
 * one of its members takes the whole group along, so the members stay next to each other.
 */
export function reorderElements(document: LayoutDocument, ids: readonly string[], layer: Layer): LayoutDocument {
  const chosen = new Set(expandToGroups(document, ids));
  const moving = document.elements.filter((element) => chosen.has(element.id));
  const staying = document.elements.filter((element) => !chosen.has(element.id));
  let elements;
  switch (layer) {
    case 'front':
      elements = [...staying, ...moving];
      break;
    case 'back':
      elements = [...moving, ...staying];
      break;
    default:
      return assertNever(layer);
  }
  const isUnchanged = elements.every((element, index) => element === document.elements[index]);
  return isUnchanged ? document : { ...document, elements };
}

/**
 * Moves the listed elements to the top, keeping their order among themselves. The spec adds no
 * history entry for it: apply it with replacePresent, not commit.
 */
export function bringToFront(document: LayoutDocument, args: { ids: readonly string[] }): LayoutDocument {
  return reorderElements(document, args.ids, 'front');
}

/**
 * Moves the listed elements to the bottom, keeping their order among themselves. The spec adds
 * no history entry for it: apply it with replacePresent, not commit.
 */
export function sendToBack(document: LayoutDocument, args: { ids: readonly string[] }): LayoutDocument {
  return reorderElements(document, args.ids, 'back');
}
