import { z } from 'zod';
import { defaultClipartCategory, type ClipartItem } from './clipart-item.js';

export const clipartListUrl = '/assets/clipart_list.json';

/**
 * One raw entry. Only name and filename are required; a bad or missing category or keepRatio
 * falls back to the spec's defaults instead of losing the picture.
 */
const ClipartEntry = z.object({
  name: z.string().trim().min(1),
  filename: z.string().trim().min(1),
  category: z.string().trim().min(1).catch(defaultClipartCategory),
  keepRatio: z.boolean().catch(true),
});

/**
 * Reads the clip-art library. The file must answer ok, with a JSON content type, and hold an
 * array (spec part 1 §5); otherwise the failure is only logged and the library is empty
 * ('Nessuna clipart trovata.'). Entries without name or filename are skipped.
 */
export async function loadClipartCatalog(fetchFn: typeof fetch = fetch): Promise<ClipartItem[]> {
  try {
    const response = await fetchFn(clipartListUrl, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${clipartListUrl} answered ${response.status}`);
    const contentType = response.headers.get('content-type') ?? '';
    if (!isJsonMediaType(contentType)) throw new Error(`${clipartListUrl} is ${contentType || 'untyped'}, not JSON`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error(`${clipartListUrl} does not hold an array`);
    return toClipartItems(body);
  } catch (error) {
    console.error('Clip-art library unavailable:', error);
    return [];
  }
}

function toClipartItems(entries: readonly unknown[]): ClipartItem[] {
  const items = new Map<string, ClipartItem>();
  for (const raw of entries) {
    const parsed = ClipartEntry.safeParse(raw);
    if (!parsed.success) continue;
    const { name, filename, category, keepRatio } = parsed.data;
    const id = `${category}/${filename}`;
    // A repeated entry would give two library tiles with one id; the first one wins.
    if (items.has(id)) continue;
    const src = `/assets/clipart/${encodeURIComponent(category)}/${encodeURIComponent(filename)}`;
    items.set(id, { id, name, filename, category, keepRatio, src });
  }
  return [...items.values()];
}

/** SPA fallbacks answer text/html with status 200: only a JSON media type counts as the list. */
function isJsonMediaType(contentType: string): boolean {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}
