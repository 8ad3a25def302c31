import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { LayoutConflictDetails, LayoutRecord, LayoutSummary, ListLayoutsResponse, maxLayoutDocumentBytes, SaveLayoutResponse } from '../../../../shared/api/layouts.js';
import { catalogRequests, drafts, layouts } from '../../../db/schema.js';
import { fingerprintDatabase } from '../../../test-support/database-fingerprint.js';
import { callApi, createSampleLayout, layoutTemplate, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng, toPngDataUrl } from '../../../test-support/test-png.js';
import { newDraftId } from '../../../test-support/upload-kit.js';

let t: TestApp;
let anna: TestOperator;
let bruno: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
  [anna, bruno] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
});
afterAll(async () => {
  await t.close();
});

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;
const list = async (operator: TestOperator, query = '') => {
  const response = await callApi(t.app, operator, 'GET', `/api/layouts${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ListLayoutsResponse.parse(response.json());
};

describe('layouts of the account', () => {
  it('creates a layout from a template, reopens it and lists it first', async () => {
    const created = await createSampleLayout(t.app, anna, { document: sampleLayoutDocument({ marker: 'Festa di Giulia' }) });
    // Named after its names, not its template ('Balloons Party').
    expect(created).toMatchObject({ name: 'Festa di Giulia', revision: 1, theme: 'compleanno', deletedAt: null });
    const reopened = LayoutRecord.parse((await callApi(t.app, anna, 'GET', `/api/layouts/${created.id}`)).json());
    expect(JSON.stringify(reopened.document)).toContain('Festa di Giulia');
    expect((await list(anna)).layouts[0]?.id).toBe(created.id);
  });

  it("is named after its names and date, follows its texts while it has the name it got by itself, and keeps the operator's own name", async () => {
    const placeholder = await createSampleLayout(t.app, anna, { document: sampleLayoutDocument({ marker: 'Nome & Nome' }) });
    expect(placeholder.name).toBe('Balloons Party');
    const save = async (revision: number, marker: string) => {
      const response = await callApi(t.app, anna, 'PUT', `/api/layouts/${placeholder.id}`, { baseRevision: revision, document: sampleLayoutDocument({ marker }) });
      expect(response.statusCode, response.body).toBe(200);
      return LayoutRecord.parse((await callApi(t.app, anna, 'GET', `/api/layouts/${placeholder.id}`)).json()).name;
    };
    expect(await save(1, 'Giulia & Marco\n14 giugno 2026')).toBe('Giulia & Marco – 14/06/2026');
    expect(await save(2, 'Giulia & Marco\n2026-06-21')).toBe('Giulia & Marco – 21/06/2026');
    expect((await list(anna, '?q=giulia')).layouts.map((layout) => layout.id)).toContain(placeholder.id);
    await callApi(t.app, anna, 'PATCH', `/api/layouts/${placeholder.id}`, { name: 'Sposi al lago' });
    expect(await save(3, 'Anna & Luca')).toBe('Sposi al lago');
  });

  it('saves with the revision it started from, refuses a stale one with what is stored, and saves over with force', async () => {
    const created = await createSampleLayout(t.app, anna);
    const first = await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision: 1, document: sampleLayoutDocument({ marker: 'Tab A' }) });
    expect(first.statusCode, first.body).toBe(200);
    expect(SaveLayoutResponse.parse(first.json()).revision).toBe(2);
    const stale = await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision: 1, document: sampleLayoutDocument({ marker: 'Tab B' }) });
    expect(stale.statusCode).toBe(409);
    expect(errorCode(stale)).toBe('LAYOUT_REVISION_CONFLICT');
    const details = LayoutConflictDetails.parse((stale.json() as { error: { details: unknown } }).error.details);
    expect(details.revision).toBe(2);
    expect(JSON.stringify(details.document)).toContain('Tab A');
    const forced = await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision: 1, force: true, document: sampleLayoutDocument({ marker: 'Tab B' }) });
    expect(SaveLayoutResponse.parse(forced.json()).revision).toBe(3);
    const stored = LayoutRecord.parse((await callApi(t.app, anna, 'GET', `/api/layouts/${created.id}`)).json());
    expect(stored.revision).toBe(3);
    expect(JSON.stringify(stored.document)).toContain('Tab B');
  });

  it('refuses an invalid or oversize document with its own code and stores nothing', async () => {
    const created = await createSampleLayout(t.app, anna);
    const unknownType = { ...sampleLayoutDocument(), elements: [{ id: 'x', type: 'video', x: 0, y: 0 }] };
    const huge = sampleLayoutDocument({ marker: 'x'.repeat(maxLayoutDocumentBytes) });
    const before = await fingerprintDatabase(t.database.db);
    const invalidSave = await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision: 1, document: unknownType });
    expect([invalidSave.statusCode, errorCode(invalidSave)]).toEqual([400, 'LAYOUT_INVALID']);
    const hugeSave = await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision: 1, document: huge });
    expect([hugeSave.statusCode, errorCode(hugeSave)]).toEqual([400, 'LAYOUT_TOO_LARGE']);
    const longPath = { ...sampleLayoutDocument(), template: { ...sampleLayoutDocument().template, path: `/assets/${'x'.repeat(1100)}.png` } };
    const longPathSave = await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision: 1, document: longPath });
    expect([longPathSave.statusCode, errorCode(longPathSave)]).toEqual([400, 'LAYOUT_INVALID']);
    const invalidCreate = await callApi(t.app, anna, 'POST', '/api/layouts', { source: { kind: 'template', document: unknownType } });
    expect([invalidCreate.statusCode, errorCode(invalidCreate)]).toEqual([400, 'LAYOUT_INVALID']);
    const hugeCreate = await callApi(t.app, anna, 'POST', '/api/layouts', { source: { kind: 'template', document: huge } });
    expect([hugeCreate.statusCode, errorCode(hugeCreate)]).toEqual([400, 'LAYOUT_TOO_LARGE']);
    // Far beyond the cap, the body itself is refused while it is sent: still a clear 4xx code.
    const absurd = await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision: 1, document: sampleLayoutDocument({ marker: 'x'.repeat(9 * maxLayoutDocumentBytes) }) });
    expect([absurd.statusCode, errorCode(absurd)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await fingerprintDatabase(t.database.db)).toEqual(before);
  });

  it('renames, deletes into the bin, restores, and forgets after 30 days', async () => {
    const created = await createSampleLayout(t.app, anna, { name: 'Da cestinare' });
    const renamed = await callApi(t.app, anna, 'PATCH', `/api/layouts/${created.id}`, { name: 'Matrimonio Perù' });
    expect(LayoutSummary.parse(renamed.json()).name).toBe('Matrimonio Perù');
    const deleted = await callApi(t.app, anna, 'DELETE', `/api/layouts/${created.id}`);
    expect(LayoutSummary.parse(deleted.json()).deletedAt).not.toBeNull();
    expect((await callApi(t.app, anna, 'GET', `/api/layouts/${created.id}`)).statusCode).toBe(404);
    // An editor still open on it cannot save into the bin.
    expect((await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision: 1, document: sampleLayoutDocument() })).statusCode).toBe(404);
    expect((await list(anna)).layouts.map((layout) => layout.id)).not.toContain(created.id);
    expect((await list(anna, '?deleted=1')).layouts.map((layout) => layout.id)).toContain(created.id);
    const restored = await callApi(t.app, anna, 'POST', `/api/layouts/${created.id}/restore`);
    expect(LayoutSummary.parse(restored.json()).deletedAt).toBeNull();
    expect((await callApi(t.app, anna, 'GET', `/api/layouts/${created.id}`)).statusCode).toBe(200);

    await callApi(t.app, anna, 'DELETE', `/api/layouts/${created.id}`);
    await t.database.db.update(layouts).set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(layouts.id, created.id));
    expect((await callApi(t.app, anna, 'POST', `/api/layouts/${created.id}/restore`)).statusCode).toBe(404);
    expect((await list(anna, '?deleted=1')).layouts.map((layout) => layout.id)).not.toContain(created.id);
  });

  it('duplicates a layout as "(copia)" with the same document', async () => {
    const created = await createSampleLayout(t.app, anna, { name: 'Originale', document: sampleLayoutDocument({ marker: 'Contenuto' }) });
    const copy = await callApi(t.app, anna, 'POST', `/api/layouts/${created.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    const record = LayoutRecord.parse(copy.json());
    expect(record).toMatchObject({ name: 'Originale (copia)', revision: 1 });
    expect(record.id).not.toBe(created.id);
    expect(record.document).toEqual(created.document);
    const viaCreate = await callApi(t.app, anna, 'POST', '/api/layouts', { source: { kind: 'copy', layoutId: created.id } });
    expect(LayoutRecord.parse(viaCreate.json()).name).toBe('Originale (copia)');
  });

  it('searches names ignoring accents and case, filters by template and theme', async () => {
    const marker = `Zzé${Date.now()}`;
    const match = await createSampleLayout(t.app, anna, { name: `Cena ${marker}` });
    await createSampleLayout(t.app, anna, { name: 'Altro' });
    const found = await list(anna, `?q=${encodeURIComponent(marker.replace('é', 'E').toLowerCase())}`);
    expect(found.layouts.map((layout) => layout.id)).toEqual([match.id]);
    expect((await list(anna, '?q=%25')).layouts).toEqual([]);
    const byTheme = await list(anna, '?theme=compleanno&limit=60');
    expect(byTheme.layouts.every((layout) => layout.theme === 'compleanno')).toBe(true);
    expect((await list(anna, '?theme=laurea')).layouts).toEqual([]);
    const byTemplate = await list(anna, `?template=${encodeURIComponent(match.templatePath)}`);
    expect(byTemplate.layouts.map((layout) => layout.id)).toContain(match.id);
    expect((await callApi(t.app, anna, 'GET', '/api/layouts?cursor=bm9wZQ')).statusCode).toBe(400);
  });

  it('pages by cursor without duplicates or skips while new layouts arrive, each page under 50 KB', async () => {
    const operator = await TestOperator.signUp(t.app);
    const existing: string[] = [];
    for (let index = 0; index < 25; index += 1) existing.push((await createSampleLayout(t.app, operator, { name: `${'Nome lungo '.repeat(10).slice(0, 110)} ${index}` })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=7${cursor === null ? '' : `&cursor=${cursor}`}`;
      const response = await callApi(t.app, operator, 'GET', `/api/layouts${query}`);
      expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(50 * 1024);
      const page = ListLayoutsResponse.parse(response.json());
      seen.push(...page.layouts.map((layout) => layout.id));
      cursor = page.nextCursor;
      // A layout made between two pages lands on top, never inside the pages still to come.
      await createSampleLayout(t.app, operator, { name: 'Nuovo nel frattempo' });
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...existing].reverse());
  });

  it('has a thumbnail from creation, drawn by the server from its first document, before any save', async () => {
    // The template's original: red on the left half, blue on the right.
    const templateFile = path.join(t.config.templateOriginalsDir, layoutTemplate.path.replace('/assets/templates/', ''));
    await mkdir(path.dirname(templateFile), { recursive: true });
    const half = { width: layoutTemplate.width / 2, height: layoutTemplate.height, channels: 3 } as const;
    await sharp({ create: { ...half, width: layoutTemplate.width, background: '#d02020' } })
      .composite([{ input: await sharp({ create: { ...half, background: '#2040d0' } }).png().toBuffer(), left: layoutTemplate.width / 2, top: 0 }])
      .png()
      .toFile(templateFile);
    const created = await createSampleLayout(t.app, anna);
    expect(created.thumbnailUrl).toMatch(new RegExp(`^/api/layouts/${created.id}/thumbnail\\?v=`));
    expect((await list(anna)).layouts.find((layout) => layout.id === created.id)?.thumbnailUrl).toBe(created.thumbnailUrl);
    const image = await callApi(t.app, anna, 'GET', created.thumbnailUrl ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 267]);
    // The template is drawn under the layout: red at the top left, blue at the top right.
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [red, , blueOfRed = 0] = pixel(10, 10);
    const [redOfBlue = 0, , blue] = pixel(390, 10);
    expect(red).toBeGreaterThan(180);
    expect(blueOfRed).toBeLessThan(80);
    expect(blue).toBeGreaterThan(180);
    expect(redOfBlue).toBeLessThan(80);
    expect((await callApi(t.app, bruno, 'GET', created.thumbnailUrl ?? '')).statusCode).toBe(404);
  });

  it('stores a thumbnail as a small JPEG for its owner and removes the old one', async () => {
    const created = await createSampleLayout(t.app, anna);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c33' } }).jpeg().toBuffer();
    const save = async (baseRevision: number) =>
      SaveLayoutResponse.parse(
        (await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision, document: sampleLayoutDocument(), thumbnail: `data:image/jpeg;base64,${jpeg.toString('base64')}` })).json(),
      );
    const first = await save(1);
    const firstUrl = first.thumbnailUrl ?? '';
    const image = await callApi(t.app, anna, 'GET', firstUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(image.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(400);
    expect((await callApi(t.app, bruno, 'GET', firstUrl)).statusCode).toBe(404);
    const second = await save(2);
    expect(second.thumbnailUrl).not.toBe(firstUrl);
    // A duplicate shows the same preview from a file of its own.
    const copy = LayoutRecord.parse((await callApi(t.app, anna, 'POST', `/api/layouts/${created.id}/duplicate`)).json());
    expect(copy.thumbnailUrl).toMatch(new RegExp(`^/api/layouts/${copy.id}/thumbnail`));
    const copied = await callApi(t.app, anna, 'GET', copy.thumbnailUrl ?? '');
    const original = await callApi(t.app, anna, 'GET', second.thumbnailUrl ?? '');
    expect(copied.rawPayload.equals(original.rawPayload)).toBe(true);
    const [row] = await t.database.db.select({ key: layouts.thumbnailKey }).from(layouts).where(eq(layouts.id, created.id));
    expect(row?.key).toBeTruthy();
    const keys = await listBlobKeys(`layout-thumbnails/${anna.userId}/${created.id}`);
    expect(keys).toEqual([row?.key]);
    const notJpeg = await callApi(t.app, anna, 'PUT', `/api/layouts/${created.id}`, { baseRevision: 3, document: sampleLayoutDocument(), thumbnail: toPngDataUrl(await createTestPng(4, 4)).replace('image/png', 'image/jpeg') });
    expect([notJpeg.statusCode, errorCode(notJpeg)]).toEqual([400, 'IMAGE_INVALID']);
  });

  it('creates a layout for a client request, links it, and a draft records the layout revision the client saw', async () => {
    const requestId = `req_${Date.now()}`;
    await t.database.db.insert(catalogRequests).values({
      id: requestId,
      operatorId: anna.userId,
      template: { displayName: 'Balloons Party', original_path: '/assets/templates/compleanno/cartolina_orizzontale/balloons-party.png', preview: '' },
      formData: { names: 'Sara e Marco', eventDate: '12 settembre', email: 'c@example.test', phone: '', city: '', otherText: '' },
    });
    const foreign = await callApi(t.app, bruno, 'POST', '/api/layouts', { source: { kind: 'request', requestId, document: sampleLayoutDocument() } });
    expect(foreign.statusCode).toBe(404);
    const created = await callApi(t.app, anna, 'POST', '/api/layouts', { source: { kind: 'request', requestId, document: sampleLayoutDocument() } });
    const layout = LayoutRecord.parse(created.json());
    expect(layout).toMatchObject({ name: 'Sara e Marco – 12 settembre', requestId });
    await callApi(t.app, anna, 'PUT', `/api/layouts/${layout.id}`, { baseRevision: 1, document: sampleLayoutDocument({ marker: 'v2' }) });

    const png = toPngDataUrl(await createTestPng(30, 20));
    const foreignDraft = await bruno.post('/api/create-draft', { image: png, draftId: newDraftId(), layoutId: layout.id, layoutRevision: 2 });
    expect(foreignDraft.statusCode).toBe(404);
    const halfRef = await anna.post('/api/create-draft', { image: png, draftId: newDraftId(), layoutId: layout.id });
    expect(halfRef.statusCode).toBe(400);
    const draftId = newDraftId();
    expect((await anna.post('/api/create-draft', { image: png, draftId, layoutId: layout.id, layoutRevision: 2 })).statusCode).toBe(201);
    const [draft] = await t.database.db.select().from(drafts).where(eq(drafts.id, draftId));
    expect(draft).toMatchObject({ layoutId: layout.id, layoutRevision: 2 });
    expect((await anna.post('/api/update-request-draft-id', { requestId, draftId })).statusCode).toBe(200);

    const requests = CatalogRequestsResponse.parse((await callApi(t.app, anna, 'GET', '/api/catalog-requests')).json()).requests;
    expect(requests.find((request) => request.id === requestId)).toMatchObject({ layoutId: layout.id, draftLayoutRevision: 2 });
  });
});

async function listBlobKeys(prefix: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const path = await import('node:path');
  const dir = path.join(t.config.dataDir, 'blobs', path.dirname(prefix));
  const base = path.basename(prefix);
  const files = await readdir(dir).catch(() => [] as string[]);
  return files.filter((file) => file.startsWith(base)).map((file) => `${path.dirname(prefix)}/${file}`);
}
