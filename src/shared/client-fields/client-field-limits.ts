import type { TextElement } from '../layout/text-element.js';

/** Most fields one proposal may change: far above any layout's names, date and greeting. */
export const maxClientFields = 20;
/** Longest element id a proposal may name (the editor's ids are far shorter). */
export const maxClientFieldIdLength = 64;
/** Longest text a client may type into any field, whatever the field's own limit. */
export const clientFieldMaxChars = 200;
/** Most lines a client may type into any field. */
export const clientFieldMaxLines = 6;

export interface ClientFieldLimits {
  maxChars: number;
  maxLines: number;
}

/**
 * What a client may type into one text: room for a longer name than the operator's sample
 * (twice its length, at least 40 characters) and at most one line more than the sample, never
 * past the global caps. The box itself keeps its width and auto-fit, so a longer text shrinks
 * or wraps inside it as it does in the editor.
 */
export function clientFieldLimits(element: Pick<TextElement, 'content'>): ClientFieldLimits {
  const lines = element.content.split('\n').length;
  return {
    maxChars: Math.min(clientFieldMaxChars, Math.max(40, element.content.length * 2)),
    maxLines: Math.min(clientFieldMaxLines, lines + 1),
  };
}
