import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearTemplateCatalogCache, loadTemplateCatalog, peekTemplateCatalog } from './load-template-catalog.js';

const good = {
  category: 'matrimonio',
  format: 'cartolina_verticale',
  original: '/assets/templates/matrimonio/cartolina_verticale/rose-wreath.png',
  preview: '/assets/templates/matrimonio/cartolina_verticale/previews/rose-wreath.jpg',
};
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  clearTemplateCatalogCache();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadTemplateCatalog', () => {
  test('reads /assets/templates.json once and keeps the answer', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify([good])));
    expect(peekTemplateCatalog()).toBeNull();
    expect(await loadTemplateCatalog()).toEqual([good]);
    expect(await loadTemplateCatalog()).toEqual([good]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/assets/templates.json');
    expect(peekTemplateCatalog()).toEqual([good]);
  });

  test('skips a malformed entry instead of failing the catalogue', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(new Response(JSON.stringify([good, { category: 'matrimonio' }])));
    expect(await loadTemplateCatalog()).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('does not cache a failure: the next call asks again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 500 }));
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify([good])));
    await expect(loadTemplateCatalog()).rejects.toThrow();
    expect(await loadTemplateCatalog()).toEqual([good]);
  });
});
