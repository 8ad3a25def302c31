import { z } from 'zod';
import { TemplateEntry } from '../../../shared/catalog/template-entry.js';
import { requestJson } from '../../api/request-json.js';

export const templateCatalogPath = '/assets/templates.json';

let pending: Promise<TemplateEntry[]> | null = null;
let loaded: TemplateEntry[] | null = null;

/**
 * GET /assets/templates.json, once per page load: every selection page and the editor share the
 * answer. A malformed entry is skipped (and logged) rather than failing the whole catalogue.
 */
export function loadTemplateCatalog(): Promise<TemplateEntry[]> {
  pending ??= fetchCatalog().then(
    (entries) => {
      loaded = entries;
      return entries;
    },
    (error: unknown) => {
      // A failure is not cached: the next call (the Riprova button) tries again.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The catalogue if it has already arrived: a page shown again renders without a spinner. */
export function peekTemplateCatalog(): TemplateEntry[] | null {
  return loaded;
}

/** Tests start from an empty cache. */
export function clearTemplateCatalogCache(): void {
  pending = null;
  loaded = null;
}

async function fetchCatalog(): Promise<TemplateEntry[]> {
  const items = await requestJson(templateCatalogPath, z.array(z.unknown()));
  const entries: TemplateEntry[] = [];
  for (const item of items) {
    const parsed = TemplateEntry.safeParse(item);
    if (parsed.success) entries.push(parsed.data);
    else console.warn('[templates] skipped a malformed catalogue entry', item, parsed.error.issues);
  }
  return entries;
}
