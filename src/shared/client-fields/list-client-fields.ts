import type { LayoutDocument } from '../layout/layout-document.js';
import type { TextElement } from '../layout/text-element.js';
import { type ClientFieldLimits, clientFieldLimits } from './client-field-limits.js';

export interface ClientField extends ClientFieldLimits {
  elementId: string;
  /** The text in the document the client was shown. */
  content: string;
}

/** Whether the client may change this element from the draft page: a shown text marked 'Modificabile dal cliente'. */
export function isClientEditableText(element: LayoutDocument['elements'][number]): element is TextElement {
  return element.type === 'text' && element.clientEditable === true && element.hidden !== true;
}

/** The fields of a document the client may edit, in drawing order, with their limits. */
export function listClientFields(document: LayoutDocument): ClientField[] {
  return document.elements.filter(isClientEditableText).map((element) => ({ elementId: element.id, content: element.content, ...clientFieldLimits(element) }));
}
