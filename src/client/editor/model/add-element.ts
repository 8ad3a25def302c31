import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { LayoutElement } from '../../../shared/layout/layout-element.js';

/**
 * Puts new elements on top (the end of the array is the top of the drawing order). An element
 * that fails its schema or reuses an existing id is left out, so the document stays valid
 * whatever a caller builds; with nothing left to add, the same document comes back.
 */
export function addElements(document: LayoutDocument, args: { elements: readonly LayoutElement[] }): LayoutDocument {
  const ids = new Set(document.elements.map((element) => element.id));
  const added: LayoutElement[] = [];
  for (const element of args.elements) {
    const parsed = LayoutElement.safeParse(element);
    if (!parsed.success || ids.has(element.id)) continue;
    ids.add(element.id);
    added.push(parsed.data);
  }
  return added.length === 0 ? document : { ...document, elements: [...document.elements, ...added] };
}

/** One new element on top: what the side panel's "add" tools do. */
export function addElement(document: LayoutDocument, args: { element: LayoutElement }): LayoutDocument {
  return addElements(document, { elements: [args.element] });
}
