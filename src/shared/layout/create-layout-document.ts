import { createInitialTextElement, composeInitialText } from './create-text-element.js';
import type { IdGenerator } from './id-generator.js';
import { currentSchemaVersion, type LayoutDocument, type LayoutTemplate } from './layout-document.js';

export interface NewLayoutOptions {
  template: LayoutTemplate;
  /** Display scale when the editor opens: the initial text's size is a screen size. */
  scale: number;
  createId: IdGenerator;
  /** Names and event date from a client request, when the editor received them. */
  form?: { names?: string; eventDate?: string };
  fontFamily?: string;
}

/** A fresh layout: the template and one centred default text ("Initial content"). */
export function createLayoutDocument(options: NewLayoutOptions): LayoutDocument {
  const { template, scale, createId } = options;
  const text = createInitialTextElement({ createId, scale, template }, { content: composeInitialText(options.form), fontFamily: options.fontFamily });
  return { schemaVersion: currentSchemaVersion, template, elements: [text] };
}
