import type { CatalogTemplate } from './catalog-template.js';

/**
 * Joins the lists of several sources (built-in catalogue, an operator's uploads) in order. A
 * template listed twice keeps its first occurrence: its id is also the key React and the
 * unlocked-templates map use, so duplicates would collide there.
 */
export function mergeTemplateLists(lists: readonly (readonly CatalogTemplate[])[]): CatalogTemplate[] {
  const seen = new Set<string>();
  const merged: CatalogTemplate[] = [];
  for (const template of lists.flat()) {
    if (seen.has(template.id)) continue;
    seen.add(template.id);
    merged.push(template);
  }
  return merged;
}
