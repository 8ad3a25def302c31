import type { FontCatalog } from './font-catalog.js';
import { loadFontCatalog } from './load-font-catalog.js';

let cached: Promise<FontCatalog> | null = null;

/** The built-in font catalogue, read once per page (it never fails: see loadFontCatalog). */
export function readFontCatalogOnce(): Promise<FontCatalog> {
  cached ??= loadFontCatalog();
  return cached;
}
