import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

export type Layer = 'front' | 'back';

/**
 * Array order is z-order, so layering is a stable partition: the chosen elements go to one end.
 * The same document comes back when they are already there.
 */
export function reorderElements(document: LayoutDocument, ids: readonly string[], layer: Layer): LayoutDocument {
  const chosen = new Set(ids);
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
