import { createStarterDocument, type StarterForm } from '../../../../../shared/layout/create-starter-document.js';
import { createSequentialIds } from '../../../../../shared/layout/id-generator.js';
import type { LayoutDocument } from '../../../../../shared/layout/layout-document.js';
import type { TextElement } from '../../../../../shared/layout/text-element.js';

/**
 * The texts the request modal draws over the starter's words-free picture: the starter's own,
 * with what the client typed in place of the sample names and date, by the rules the editor
 * applies when the operator opens the request (same lines, smaller when longer). An empty field
 * keeps the sample words, so the design never shows a hole.
 */
export function liveTextElements(starter: LayoutDocument, form: StarterForm): TextElement[] {
  const document = createStarterDocument(starter.template, starter, createSequentialIds('live'), form) ?? starter;
  // Only texts carry the names and date typed in the request.
  return document.elements.filter((element): element is TextElement => element.type === 'text' && element.hidden !== true);
}

/** The font faces the texts need, as the CSS font shorthand's style and weight. */
export function textFaces(texts: readonly TextElement[]): string[] {
  return [...new Set(texts.map((text) => `${text.fontStyle === 'italic' ? 'italic ' : ''}${text.fontWeight === 'bold' ? '700' : '400'} 20px "${text.fontFamily}"`))];
}
