import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customTemplateFileUrl, ListCustomTemplatesResponse } from '../../../../shared/api/custom-templates.js';
import { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { catalogRequests, customTemplates } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

// The operator's uploads page by cursor, newest first; a request card learns where its
// upload opens from the request list itself, never from the whole list of uploads.
let t: TestApp;
let alice: TestOperator;
let bob: TestOperator;

const base = Date.parse('2026-03-01T10:00:00Z');

interface Upload {
  id: string;
  /** Milliseconds after `base`. */
  at: number;
  theme?: string;
  format?: string;
  saved?: boolean;
}

function keyOf(operator: TestOperator, id: string): string {
  return `custom-templates/${operator.userId}/${id}-original.png`;
}

async function insertUploads(operator: TestOperator, uploads: Upload[]): Promise<void> {
  await t.database.db.insert(customTemplates).values(
    uploads.map((upload) => ({
      id: upload.id,
      userId: operator.userId,
      theme: upload.theme ?? 'matrimonio',
      format: upload.format ?? 'cartolina-verticale',
      originalKey: keyOf(operator, upload.id),
      previewKey: `custom-templates/${operator.userId}/${upload.id}-preview.jpg`,
      originalWidth: 1200,
      originalHeight: 1800,
      saved: upload.saved ?? true,
      name: upload.id,
      createdAt: new Date(base + upload.at),
    })),
  );
}

async function get(operator: TestOperator, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: operator.browser.jar.header() } });
}

async function listPage(operator: TestOperator, query: Record<string, string> = {}) {
  const response = await get(operator, `/api/custom-templates?${new URLSearchParams(query).toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return ListCustomTemplatesResponse.parse(response.json());
}

/** Every upload the query matches, page after page, with the pages' sizes. */
async function walk(operator: TestOperator, query: Record<string, string>): Promise<{ ids: string[]; sizes: number[]; totals: (number | null)[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  const totals: (number | null)[] = [];
  let cursor: string | null = null;
  do {
    const page = await listPage(operator, { ...query, ...(cursor === null ? {} : { cursor }) });
    ids.push(...page.templates.map((template) => template.id));
    sizes.push(page.templates.length);
    totals.push(page.total);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return { ids, sizes, totals };
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
  await insertUploads(alice, [
    { id: 'custom_alice00001', at: 1 },
    { id: 'custom_alice00002', at: 2, theme: 'laurea', format: 'photostrip-verticale' },
    // Two uploads in the same millisecond: the id breaks the tie, and a page may end between them.
    { id: 'custom_alice00003', at: 3 },
    { id: 'custom_alice00004', at: 3 },
    { id: 'custom_alice00005', at: 4, theme: 'laurea', format: 'photostrip-verticale' },
    // An upload whose second step never came is nobody's.
    { id: 'custom_alice00006', at: 5, saved: false },
  ]);
  await insertUploads(bob, [{ id: 'custom_bob0000001', at: 6 }]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/custom-templates pages', () => {
  it('walks newest first across page boundaries, the total with the first page only', async () => {
    const expected = ['custom_alice00005', 'custom_alice00004', 'custom_alice00003', 'custom_alice00002', 'custom_alice00001'];
    expect(await walk(alice, { limit: '2' })).toEqual({ ids: expected, sizes: [2, 2, 1], totals: [5, null, null] });
    expect(await walk(alice, { limit: '5' })).toEqual({ ids: expected, sizes: [5], totals: [5] });
    expect((await walk(alice, { limit: '1' })).ids).toEqual(expected);
    expect((await walk(alice, {})).sizes).toEqual([5]);
  });

  it('holds while uploads arrive: nothing shown twice or skipped', async () => {
    const first = await listPage(alice, { limit: '2' });
    await insertUploads(alice, [{ id: 'custom_alice00007', at: 60_000 }]);
    try {
      const rest = await walk(alice, { limit: '2', cursor: first.nextCursor ?? '' });
      expect([...first.templates.map((template) => template.id), ...rest.ids]).toEqual(['custom_alice00005', 'custom_alice00004', 'custom_alice00003', 'custom_alice00002', 'custom_alice00001']);
    } finally {
      await t.database.db.delete(customTemplates).where(eq(customTemplates.id, 'custom_alice00007'));
    }
  });

  it('filters by theme and format (what a selection grid asks for)', async () => {
    const page = await listPage(alice, { theme: 'laurea', format: 'photostrip-verticale' });
    expect(page.templates.map((template) => template.id)).toEqual(['custom_alice00005', 'custom_alice00002']);
    expect(page.total).toBe(2);
    expect((await listPage(alice, { theme: 'compleanno' })).templates).toEqual([]);
  });

  it("never shows another operator's uploads, in the list or the total", async () => {
    const bobs = await listPage(bob);
    expect(bobs.templates.map((template) => template.id)).toEqual(['custom_bob0000001']);
    expect(bobs.total).toBe(1);
    expect((await walk(alice, { limit: '2' })).ids).not.toContain('custom_bob0000001');
  });

  it('refuses a cursor it did not write and a page too large, with a 400', async () => {
    for (const query of ['cursor=nonsense', 'cursor=2026-03-01T10%3A00%3A00Z', 'limit=0', 'limit=51', 'theme=natale', 'format=poster']) {
      const response = await get(alice, `/api/custom-templates?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/custom-templates' })).statusCode).toBe(401);
  });
});

describe('a request made for an upload', () => {
  it('carries where the upload opens now; nothing for a deleted upload or one that is not the operator’s', async () => {
    const requestFor = (original: string, at: number) => ({
      id: randomUUID(),
      operatorId: alice.userId,
      createdAt: new Date(base + at),
      status: 'nuova',
      template: { displayName: 'Mio', original_path: original, preview: '/p.jpg' },
      formData: { names: `at ${at}`, eventDate: '', email: '', phone: '', city: '', otherText: '' },
    });
    await t.database.db.insert(catalogRequests).values([
      requestFor(customTemplateFileUrl(keyOf(alice, 'custom_alice00002')), 1),
      requestFor(customTemplateFileUrl(keyOf(alice, 'custom_alice00099')), 2),
      requestFor(customTemplateFileUrl(keyOf(bob, 'custom_bob0000001')), 3),
      requestFor(customTemplateFileUrl(keyOf(alice, 'custom_alice00006')), 4),
      requestFor('/assets/templates/compleanno/cartolina_orizzontale/balloons.png', 5),
    ]);
    const response = await get(alice, '/api/catalog-requests');
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(CatalogRequestsResponse.parse(response.json()).requests.map((request) => [request.formData.names, request.customTemplate]));
    expect(byName).toEqual({
      'at 1': { theme: 'laurea', format: 'photostrip-verticale' },
      'at 2': null,
      'at 3': null,
      'at 4': null,
      'at 5': null,
    });
  });
});
