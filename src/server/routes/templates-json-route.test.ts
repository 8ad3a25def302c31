import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TemplateEntry } from '../../shared/catalog/template-entry.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// database-free: only the built templates.json and its compression are checked; no request reads the database.

const entry: TemplateEntry = {
  category: 'matrimonio',
  format: 'cartolina_verticale',
  original: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png',
  preview: '/assets/templates/matrimonio/cartolina_verticale/previews/eucalyptus-bloom.jpg',
};
const templates = Array.from({ length: 30 }, (_, i) => ({ ...entry, original: entry.original.replace('.png', `-${i}.png`) }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { builtInTemplates: templates });
});
afterAll(async () => {
  await t.close();
});

it('serves templates.json compressed as the client asks, with the same JSON each way', async () => {
  const get = (acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url: '/assets/templates.json', headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  const plain = await get();
  const br = await get('gzip, deflate, br');
  const gzip = await get('gzip, br;q=0');
  expect([plain.statusCode, br.statusCode, gzip.statusCode]).toEqual([200, 200, 200]);
  expect([plain.headers['content-encoding'], br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([undefined, 'br', 'gzip']);
  expect(JSON.parse(plain.body)).toEqual(templates);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(templates);
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(templates);
  expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(br.headers.vary).toContain('Accept-Encoding');
  expect(br.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
});

it('answers a revalidation with its ETag by 304 and no body', async () => {
  const first = await t.app.inject({ method: 'GET', url: '/assets/templates.json' });
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[\w-]{27}"$/);
  const again = await t.app.inject({ method: 'GET', url: '/assets/templates.json', headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
});
