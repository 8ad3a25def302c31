import type { DraftLayoutResponse } from '../../../shared/api/client-proposals.js';
import { displayArtworkUrl } from '../../../shared/client-fields/display-artwork-url.js';
import { listClientFields } from '../../../shared/client-fields/list-client-fields.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

/**
 * What the client's page draws of a draft's document (GET /api/draft-layout's answer, and the
 * server-rendered page's): without its hidden elements, on the template's display copy, with
 * the fields the client may edit.
 */
export function draftLayoutOf(document: LayoutDocument): DraftLayoutResponse {
  const shown = { ...document, elements: document.elements.filter((element) => element.hidden !== true) };
  return { document: shown, artworkUrl: displayArtworkUrl(document.template.path), fields: listClientFields(shown).map(({ elementId, maxChars, maxLines }) => ({ elementId, maxChars, maxLines })) };
}
