import { modelOf } from '../../shared/layout/kinds/element-models.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';

/**
 * The font families a document needs before it may be drawn or exported: its elements' (its texts')
 * plus any the caller adds (the default family for new text, the watermark's, a brand font).
 * Sorted and without repeats, so that callers can compare lists by value.
 */
export function collectFontFamilies(document: LayoutDocument | null, extra: readonly string[] = []): string[] {
  const families = new Set(extra);
  for (const element of document?.elements ?? []) {
    for (const family of modelOf(element).fontFamilies(element)) families.add(family);
  }
  return [...families].filter((family) => family !== '').sort();
}
