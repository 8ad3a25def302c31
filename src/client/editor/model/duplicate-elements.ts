import type { IdGenerator } from '../../../shared/layout/id-generator.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { copyElements } from './copy-elements.js';
import { pasteElements } from './paste-elements.js';

/** Copy and paste in one step, without touching the clipboard. */
export function duplicateElements(document: LayoutDocument, args: { ids: readonly string[]; createId: IdGenerator; scale: number }): LayoutDocument {
  return pasteElements(document, { elements: copyElements(document, { ids: args.ids }), createId: args.createId, scale: args.scale });
}
