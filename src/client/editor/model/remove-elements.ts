import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { isLocked } from './is-locked.js';

/** Deletes the listed elements, except locked clip-art, which cannot be deleted. */
export function removeElements(document: LayoutDocument, args: { ids: readonly string[] }): LayoutDocument {
  const doomed = new Set(args.ids);
  const elements = document.elements.filter((element) => !doomed.has(element.id) || isLocked(element));
  return elements.length === document.elements.length ? document : { ...document, elements };
}
