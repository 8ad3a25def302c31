import type { FontCatalog } from '../../catalog/fonts/font-catalog.js';
import { loadFontCatalog } from '../../catalog/fonts/load-font-catalog.js';

let cached: Promise<FontCatalog> | null = null;

/** The built-in font catalogue, read once per page (it never fails: see loadFontCatalog). */
export function readFontCatalogOnce(): Promise<FontCatalog> {
  cached ??= loadFontCatalog();
  return cached;
}
