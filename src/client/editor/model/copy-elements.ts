import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';

/**
 * What Ctrl/Cmd+C puts on the editor's clipboard: the listed elements in drawing order, so a
 * paste stacks them as they were. The clipboard lives outside the document and its history.
 */
export function copyElements(document: LayoutDocument, args: { ids: readonly string[] }): LayoutElement[] {
  const wanted = new Set(args.ids);
  return document.elements.filter((element) => wanted.has(element.id));
}
