import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';

/**
 * Applies `update` to the elements whose id is in `ids`, sharing everything it leaves alone.
 * When no element changes, the same document comes back: history relies on that to add no entry
 * for a command that did nothing (an unknown id, a locked element).
 */
export function mapElements(document: LayoutDocument, ids: readonly string[], update: (element: LayoutElement) => LayoutElement): LayoutDocument {
  const wanted = new Set(ids);
  let hasChanged = false;
  const elements = document.elements.map((element) => {
    if (!wanted.has(element.id)) return element;
    const next = update(element);
    if (next !== element) hasChanged = true;
    return next;
  });
  return hasChanged ? { ...document, elements } : document;
}
