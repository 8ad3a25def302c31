import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { reorderElements } from './reorder-elements.js';

/**
 * Moves the listed elements to the bottom, keeping their order among themselves. The spec adds
 * no history entry for it: apply it with replacePresent, not commit.
 */
export function sendToBack(document: LayoutDocument, args: { ids: readonly string[] }): LayoutDocument {
  return reorderElements(document, args.ids, 'back');
}
