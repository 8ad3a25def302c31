import type { LayoutDocument } from '../layout/layout-document.js';
import type { LayoutElement } from '../layout/layout-element.js';
import { clientFieldLimits, maxClientFields } from './client-field-limits.js';
import { isClientEditableText } from './list-client-fields.js';

/** One text the client sent: the element's id and its new content. */
export interface ClientEdit {
  elementId: string;
  content: string;
}

/** One field that changes: what the operator wrote and what the client proposes. */
export interface ClientFieldChange {
  elementId: string;
  before: string;
  after: string;
}

export type ClientEditRefusal =
  /** No element with that id in the document the client was shown. */
  | { reason: 'unknown-element'; elementId: string }
  /** The element exists but the operator did not mark it 'Modificabile dal cliente'. */
  | { reason: 'locked-element'; elementId: string }
  /** The same element twice in one proposal. */
  | { reason: 'duplicate-element'; elementId: string }
  | { reason: 'too-long'; elementId: string; maxChars: number }
  | { reason: 'too-many-lines'; elementId: string; maxLines: number }
  | { reason: 'too-many-fields'; maxFields: number }
  /** Nothing differs from the document shown: there is nothing to propose. */
  | { reason: 'no-change' };

export type ClientEditJudgement = { isAllowed: true; changes: ClientFieldChange[] } | { isAllowed: false; refusal: ClientEditRefusal };

function refuse(refusal: ClientEditRefusal): ClientEditJudgement {
  return { isAllowed: false, refusal };
}

/**
 * The one rule of what a client may change from a draft link, used by the draft page before
 * sending and by the server before storing: only the text content of elements marked
 * 'Modificabile dal cliente' in the document the draft shows, within each field's limits.
 * Nothing else can even be expressed (an edit carries an id and a text, no geometry or style).
 * Control characters other than the newline are dropped, and line ends made '\n', first.
 */
export function judgeClientEdits(document: LayoutDocument, edits: readonly ClientEdit[]): ClientEditJudgement {
  if (edits.length > maxClientFields) return refuse({ reason: 'too-many-fields', maxFields: maxClientFields });
  const byId = new Map<string, LayoutElement>(document.elements.map((element) => [element.id, element]));
  const seen = new Set<string>();
  const changes: ClientFieldChange[] = [];
  for (const edit of edits) {
    const element = byId.get(edit.elementId);
    if (element === undefined) return refuse({ reason: 'unknown-element', elementId: edit.elementId });
    if (!isClientEditableText(element)) return refuse({ reason: 'locked-element', elementId: edit.elementId });
    if (seen.has(edit.elementId)) return refuse({ reason: 'duplicate-element', elementId: edit.elementId });
    seen.add(edit.elementId);
    const after = cleanClientText(edit.content);
    const limits = clientFieldLimits(element);
    if ([...after].length > limits.maxChars) return refuse({ reason: 'too-long', elementId: edit.elementId, maxChars: limits.maxChars });
    if (after.split('\n').length > limits.maxLines) return refuse({ reason: 'too-many-lines', elementId: edit.elementId, maxLines: limits.maxLines });
    if (after !== element.content) changes.push({ elementId: edit.elementId, before: element.content, after });
  }
  if (changes.length === 0) return refuse({ reason: 'no-change' });
  return { isAllowed: true, changes };
}

/** Line ends as '\n', every other C0 control character (tab, NUL...) dropped, trailing spaces of the whole text trimmed. */
export function cleanClientText(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trimEnd();
}

/**
 * The document with the client's texts in place of the operator's. Fields whose element is gone
 * or no longer client-editable are left out (the operator's current layout may have moved on
 * since the draft); the rest of the document is untouched.
 */
export function applyClientChanges(document: LayoutDocument, changes: readonly Pick<ClientFieldChange, 'elementId' | 'after'>[]): LayoutDocument {
  const next = new Map<string, string>(changes.map((change) => [change.elementId, change.after]));
  return {
    ...document,
    elements: document.elements.map((element) => {
      const content = next.get(element.id);
      return content !== undefined && isClientEditableText(element) ? { ...element, content } : element;
    }),
  };
}
