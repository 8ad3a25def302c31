import type { TemplateEntry } from '../../../shared/catalog/template-entry.js';

/** Portrait postcards fill a phone's column best. */
const phoneFormat = 'cartolina_verticale';

/**
 * The templates the phone page shows: portrait postcards, taken in turn from each theme, each
 * file name once (a design name two themes share shows once), at most `count`:
 * a glance at every event and as many looks.
 */
export function pickPhoneSamples(entries: readonly TemplateEntry[], count: number): TemplateEntry[] {
  const byTheme = new Map<string, TemplateEntry[]>();
  for (const entry of entries) {
    if (entry.format !== phoneFormat) continue;
    const list = byTheme.get(entry.category) ?? [];
    list.push(entry);
    byTheme.set(entry.category, list);
  }
  const picked: TemplateEntry[] = [];
  const designs = new Set<string>();
  const lists = [...byTheme.values()];
  while (picked.length < count) {
    let tookAny = false;
    for (const list of lists) {
      if (picked.length >= count) break;
      const at = list.findIndex((entry) => !designs.has(designOf(entry)));
      const entry = at === -1 ? undefined : list.splice(at, 1)[0];
      if (entry === undefined) continue;
      designs.add(designOf(entry));
      picked.push(entry);
      tookAny = true;
    }
    if (!tookAny) break;
  }
  return picked;
}

/** The design's file name. */
function designOf(entry: TemplateEntry): string {
  return entry.original.slice(entry.original.lastIndexOf('/') + 1);
}
