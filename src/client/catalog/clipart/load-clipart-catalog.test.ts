import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadClipartCatalog } from './load-clipart-catalog.js';

const jsonResponse = (body: unknown, contentType = 'application/json; charset=utf-8', status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadClipartCatalog', () => {
  test('derives id and source path from category and filename', async () => {
    const entries = [{ name: 'Anello', filename: 'ring.svg', category: 'matrimonio', keepRatio: true }];
    await expect(loadClipartCatalog(async () => jsonResponse(entries))).resolves.toEqual([
      { id: 'matrimonio/ring.svg', name: 'Anello', filename: 'ring.svg', category: 'matrimonio', keepRatio: true, src: '/assets/clipart/matrimonio/ring.svg' },
    ]);
  });

  test("files entries without a category under 'Generico' and keeps the ratio unless told not to", async () => {
    const entries = [
      { name: 'Stella', filename: 'star.svg' },
      { name: 'Linea', filename: 'wave.svg', category: '', keepRatio: false },
    ];
    const items = await loadClipartCatalog(async () => jsonResponse(entries));
    expect(items.map(({ category, keepRatio, src }) => ({ category, keepRatio, src }))).toEqual([
      { category: 'Generico', keepRatio: true, src: '/assets/clipart/Generico/star.svg' },
      { category: 'Generico', keepRatio: false, src: '/assets/clipart/Generico/wave.svg' },
    ]);
  });

  test('skips entries without name or filename, and repeated ones', async () => {
    const entries = [
      { filename: 'a.svg', category: 'cuori' },
      { name: 'Senza file', category: 'cuori' },
      { name: '', filename: 'b.svg' },
      'not an object',
      null,
      { name: 'Cuore', filename: 'heart.svg', category: 'cuori' },
      { name: 'Cuore bis', filename: 'heart.svg', category: 'cuori' },
    ];
    const items = await loadClipartCatalog(async () => jsonResponse(entries));
    expect(items.map((item) => item.name)).toEqual(['Cuore']);
  });

  test.each([
    ['a non-ok answer', () => jsonResponse([], 'application/json', 404)],
    ['an HTML answer (SPA fallback)', () => new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
    ['no content type', () => new Response('[]', { status: 200, headers: { 'Content-Type': '' } })],
    ['an object instead of an array', () => jsonResponse({ items: [] })],
    ['bad JSON', () => new Response('[{', { status: 200, headers: { 'Content-Type': 'application/json' } })],
  ])('returns an empty library on %s, and logs why', async (_label, respond) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadClipartCatalog(async () => respond())).resolves.toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
  });
});
