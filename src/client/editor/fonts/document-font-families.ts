import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

/**
 * The font families a document needs before it may be drawn or exported: its texts' families
 * plus any the caller adds (the default family for new text, the watermark's, a brand font).
 * Sorted and without repeats, so that callers can compare lists by value.
 */
export function collectFontFamilies(document: LayoutDocument | null, extra: readonly string[] = []): string[] {
  const families = new Set(extra);
  for (const element of document?.elements ?? []) {
    if (element.type === 'text') families.add(element.fontFamily);
  }
  return [...families].filter((family) => family !== '').sort();
}
