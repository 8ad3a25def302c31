import { createLayoutDocument, type NewLayoutOptions } from '../../../shared/layout/create-layout-document.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

/**
 * The document a new layout starts with, from the template opened (and the client request's
 * names and date). The one place that decides it: starter layouts plug in here.
 */
export function buildInitialDocument(options: NewLayoutOptions): LayoutDocument {
  return createLayoutDocument(options);
}
