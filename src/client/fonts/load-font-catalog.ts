import { FontCatalog, fallbackFontCatalog } from './font-catalog.js';
import { flattenFonts } from './font-list.js';

export const fontCatalogUrl = '/assets/fonts.json';

/**
 * Reads the font catalogue. Any failure (HTTP error, bad JSON, wrong shape, no fonts at all) is
 * only logged: the editor must stay usable, so it falls back to a single Arial entry (spec part 1
 * §3 and §8).
 */
export async function loadFontCatalog(fetchFn: typeof fetch = fetch): Promise<FontCatalog> {
  try {
    const response = await fetchFn(fontCatalogUrl, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${fontCatalogUrl} answered ${response.status}`);
    const catalog = FontCatalog.parse(await response.json());
    if (flattenFonts(catalog).length === 0) throw new Error(`${fontCatalogUrl} lists no fonts`);
    return catalog;
  } catch (error) {
    console.error('Font catalogue unavailable, offering Arial only:', error);
    return fallbackFontCatalog;
  }
}
