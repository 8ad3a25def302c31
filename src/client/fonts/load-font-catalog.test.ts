import { afterEach, describe, expect, test, vi } from 'vitest';
import { fallbackFontCatalog } from './font-catalog.js';
import { fontCatalogUrl, loadFontCatalog } from './load-font-catalog.js';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const catalog = {
  Script: [{ name: 'Great Vibes', family: 'Great Vibes' }],
  'Sans Serif': [{ name: 'Roboto', family: 'Roboto' }],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadFontCatalog', () => {
  test('returns the catalogue grouped by category', async () => {
    const fetchFn = vi.fn(async () => jsonResponse(catalog));
    await expect(loadFontCatalog(fetchFn)).resolves.toEqual(catalog);
    expect(fetchFn).toHaveBeenCalledWith(fontCatalogUrl, expect.anything());
  });

  test.each([
    ['a 404', () => new Response('Not found', { status: 404 })],
    ['bad JSON', () => new Response('{"Script": [', { status: 200, headers: { 'Content-Type': 'application/json' } })],
    ['an array instead of groups', () => jsonResponse([{ name: 'Roboto', family: 'Roboto' }])],
    ['an entry without family', () => jsonResponse({ Script: [{ name: 'Great Vibes' }] })],
    ['no fonts at all', () => jsonResponse({})],
  ])('falls back to a single Arial entry on %s, and logs why', async (_label, respond) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadFontCatalog(async () => respond())).resolves.toEqual({ Standard: [{ name: 'Arial', family: 'Arial' }] });
    expect(logged).toHaveBeenCalledOnce();
  });

  test('falls back when the request itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await loadFontCatalog(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(result).toEqual(fallbackFontCatalog);
  });
});
