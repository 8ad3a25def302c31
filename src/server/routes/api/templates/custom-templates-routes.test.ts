import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  customTemplateDisplayKey,
  customTemplateFileUrl,
  customTemplateKeyFromUrl,
  ListCustomTemplatesResponse,
  UploadCustomTemplateResponse,
} from '../../../../shared/api/custom-templates.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { customTemplates, sessions, users } from '../../../db/schema.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng } from '../../../test-support/test-png.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error;

let t: TestApp;
let annualA: TestOperator;
let annualB: TestOperator;
let free: TestOperator;
let png: Buffer;
let jpeg: Buffer;

async function giveAnnual(operator: TestOperator): Promise<void> {
  const end = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
  await t.database.db.update(users).set({ planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: end }).where(eq(users.id, operator.userId));
}

function uploadBody(overrides: Record<string, unknown> = {}) {
  return {
    theme: 'matrimonio',
    format: 'cartolina-verticale',
    originalFile: `data:image/png;base64,${png.toString('base64')}`,
    previewFile: jpeg.toString('base64'),
    originalFileName: 'mio.png',
    previewFileName: 'mio.jpg',
    ...overrides,
  };
}

async function uploadAndSave(operator: TestOperator, name?: string) {
  const uploaded = await operator.post('/api/upload-custom-template', uploadBody());
  expect(uploaded.statusCode).toBe(201);
  const paths = UploadCustomTemplateResponse.parse(uploaded.json());
  const saved = await operator.post('/api/save-custom-template-metadata', { theme: 'matrimonio', format: 'cartolina-verticale', ...paths, ...(name === undefined ? {} : { name }) });
  expect(saved.statusCode).toBe(200);
  return paths;
}

async function listOf(operator: TestOperator) {
  const response = await t.app.inject({ method: 'GET', url: '/api/custom-templates', headers: { cookie: operator.browser.jar.header() } });
  expect(response.statusCode).toBe(200);
  return ListCustomTemplatesResponse.parse(response.json()).templates;
}

function getFile(url: string) {
  return t.app.inject({ method: 'GET', url });
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
  [annualA, annualB, free] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
  await giveAnnual(annualA);
  await giveAnnual(annualB);
  png = await createTestPng(120, 180, { exifSecret: 'studio-secret-exif' });
  jpeg = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#c08040' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'jpeg-secret-exif' } })
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

describe('custom templates', () => {
  it('uploads, saves, lists and serves the files re-encoded without metadata', async () => {
    const paths = await uploadAndSave(annualA);
    expect(paths.originalPath).toMatch(new RegExp(`^/api/custom-templates/file\\?key=custom-templates%2F${annualA.userId}%2Fcustom_[A-Za-z0-9_-]+-original\\.png$`));
    expect(paths.previewPath).toMatch(/-preview\.jpg$/);
    const list = await listOf(annualA);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ theme: 'matrimonio', format: 'cartolina-verticale', original: paths.originalPath, preview: paths.previewPath });
    expect(list[0]?.id).toMatch(/^custom_/);

    const original = await annualA.call('GET', paths.originalPath);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['cache-control']).toBe('private, max-age=600');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'png', width: 120, height: 180 });
    expect(original.rawPayload.includes('studio-secret-exif')).toBe(false);
    // The preview is the catalogue's: public.
    const preview = await getFile(paths.previewPath);
    expect(preview.headers['cache-control']).toBe('public, max-age=3600');
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.rawPayload.includes('jpeg-secret-exif')).toBe(false);
    expect(await listOf(annualB)).toEqual([]);
  });

  it('serves the print original to its owner with the plan only; the display copy to its owner, at screen size', async () => {
    const owner = await TestOperator.signUp(t.app);
    await giveAnnual(owner);
    const big = await sharp({ create: { width: 1500, height: 2250, channels: 4, background: { r: 200, g: 100, b: 50, alpha: 0.5 } } }).png().toBuffer();
    const uploaded = await owner.post('/api/upload-custom-template', uploadBody({ originalFile: big.toString('base64') }));
    expect(uploaded.statusCode).toBe(201);
    const paths = UploadCustomTemplateResponse.parse(uploaded.json());
    const displayUrl = customTemplateFileUrl(customTemplateDisplayKey(customTemplateKeyFromUrl(paths.originalPath) ?? '') ?? '');
    const errorCode = (response: { json: () => unknown }) => (response.json() as { error: { code: string } }).error.code;

    const visitor = await getFile(paths.originalPath);
    expect([visitor.statusCode, errorCode(visitor)]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await annualA.call('GET', paths.originalPath)).statusCode).toBe(404);
    expect((await free.call('GET', displayUrl)).statusCode).toBe(404);
    expect((await getFile(displayUrl)).statusCode).toBe(401);

    const display = await owner.call('GET', displayUrl);
    expect([display.statusCode, display.headers['content-type'], display.headers['cache-control']]).toEqual([200, 'image/webp', 'private, max-age=3600']);
    expect(await sharp(display.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 667, height: 1000, hasAlpha: true });

    // The plan is over: the editor gets the display copy, the original is refused.
    await t.database.db.update(users).set({ planType: 'Gratuito', subscriptionStatus: 'canceled' }).where(eq(users.id, owner.userId));
    const lapsed = await owner.call('GET', paths.originalPath);
    expect([lapsed.statusCode, errorCode(lapsed)]).toEqual([403, 'ARTWORK_NOT_ENTITLED']);
    expect((await owner.call('GET', displayUrl)).statusCode).toBe(200);
    expect((await getFile(paths.previewPath)).statusCode).toBe(200);
    // Deleted: the copy made earlier is gone with it.
    const [row] = await t.database.db.select({ id: customTemplates.id }).from(customTemplates).where(eq(customTemplates.userId, owner.userId));
    expect((await owner.post('/api/delete-custom-template', { templateId: row?.id })).statusCode).toBe(200);
    expect((await owner.call('GET', displayUrl)).statusCode).toBe(404);
  });

  it('does not list an upload whose metadata was never saved', async () => {
    const before = (await listOf(annualB)).length;
    const uploaded = await annualB.post('/api/upload-custom-template', uploadBody());
    expect(uploaded.statusCode).toBe(201);
    expect(await listOf(annualB)).toHaveLength(before);
  });

  it('drops an unsaved upload older than an hour, with its files, at the next upload', async () => {
    const abandoned = UploadCustomTemplateResponse.parse((await annualB.post('/api/upload-custom-template', uploadBody())).json());
    const recent = UploadCustomTemplateResponse.parse((await annualB.post('/api/upload-custom-template', uploadBody())).json());
    const abandonedKey = new URL(abandoned.originalPath, testPublicUrl).searchParams.get('key') ?? '';
    await t.database.db
      .update(customTemplates)
      .set({ createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(customTemplates.originalKey, abandonedKey));
    expect((await annualB.call('GET', abandoned.originalPath)).statusCode).toBe(200);

    expect((await annualB.post('/api/upload-custom-template', uploadBody())).statusCode).toBe(201);
    expect((await annualB.call('GET', abandoned.originalPath)).statusCode).toBe(404);
    expect((await getFile(abandoned.previewPath)).statusCode).toBe(404);
    expect(await t.database.db.select().from(customTemplates).where(eq(customTemplates.originalKey, abandonedKey))).toHaveLength(0);
    // The recent one can still be saved.
    const saved = await annualB.post('/api/save-custom-template-metadata', { theme: 'matrimonio', format: 'cartolina-verticale', ...recent });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses files beyond the spec sizes with its messages', async () => {
    const bigOriginal = await annualA.post('/api/upload-custom-template', uploadBody({ originalFile: Buffer.alloc(5242880 + 3).toString('base64') }));
    expect(bigOriginal.statusCode).toBe(413);
    expect(errorOf(bigOriginal)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Il file originale non può superare i 5MB.' });
    const bigPreview = await annualA.post('/api/upload-custom-template', uploadBody({ previewFile: Buffer.alloc(1048576 + 3).toString('base64') }));
    expect(bigPreview.statusCode).toBe(413);
    expect(errorOf(bigPreview)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: "L'anteprima non può superare 1MB." });
  });

  it('judges the type by content: a text file named .jpg and a GIF are refused with 415', async () => {
    const text = await annualA.post('/api/upload-custom-template', uploadBody({ previewFile: Buffer.from('hello, I am text').toString('base64'), previewFileName: 'x.jpg' }));
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).code).toBe('IMAGE_TYPE_UNSUPPORTED');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const gifResponse = await annualA.post('/api/upload-custom-template', uploadBody({ originalFile: gif.toString('base64'), originalFileName: 'x.png' }));
    expect(gifResponse.statusCode).toBe(415);
  });

  it('refuses a decompression bomb from its header, quickly', async () => {
    // A small PNG whose header claims 20000 x 20000 pixels: refused before any pixel is read.
    const bomb = Buffer.from(await createTestPng(8, 8));
    bomb.writeUInt32BE(20000, 16);
    bomb.writeUInt32BE(20000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const started = Date.now();
    const response = await annualA.post('/api/upload-custom-template', uploadBody({ originalFile: bomb.toString('base64') }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('IMAGE_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(3000);
    // Within the side cap but beyond 40 megapixels.
    const wide = Buffer.from(bomb);
    wide.writeUInt32BE(7000, 16);
    wide.writeUInt32BE(7000, 20);
    wide.writeUInt32BE(crc32(wide.subarray(12, 29)), 29);
    const wideResponse = await annualA.post('/api/upload-custom-template', uploadBody({ originalFile: wide.toString('base64') }));
    expect(errorOf(wideResponse)).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: "L'immagine supera 40 milioni di pixel." });
  });

  it('refuses unknown themes and formats with 400', async () => {
    for (const body of [uploadBody({ theme: 'natale' }), uploadBody({ format: 'poster' })]) {
      const response = await annualA.post('/api/upload-custom-template', body);
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses non-annual operators with 403 and visitors with 401', async () => {
    const forbidden = await free.post('/api/upload-custom-template', uploadBody());
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).code).toBe('PLAN_REQUIRED');
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/upload-custom-template',
      headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(uploadBody()),
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a cross-site POST with 403', async () => {
    const response = await annualA.post('/api/upload-custom-template', uploadBody(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('CSRF_REJECTED');
  });

  it("keeps operator B away from A's paths and templates", async () => {
    const uploaded = UploadCustomTemplateResponse.parse((await annualA.post('/api/upload-custom-template', uploadBody())).json());
    const steal = await annualB.post('/api/save-custom-template-metadata', { theme: 'matrimonio', format: 'cartolina-verticale', ...uploaded });
    expect(steal.statusCode).toBe(404);
    const forged = await annualB.post('/api/save-custom-template-metadata', {
      theme: 'matrimonio',
      format: 'cartolina-verticale',
      originalPath: '/assets/templates/matrimonio/x.png',
      previewPath: '/api/custom-templates/file?key=custom-templates%2F..%2Fdrafts',
    });
    expect(forged.statusCode).toBe(404);

    const [mine] = await listOf(annualA);
    if (mine === undefined) throw new Error('A has a template');
    const deleteOther = await annualB.post('/api/delete-custom-template', { templateId: mine.id });
    expect(deleteOther.statusCode).toBe(404);
    const editOther = await annualB.post('/api/update-custom-template', { templateId: mine.id, theme: 'laurea', format: 'cartolina-verticale' });
    expect(editOther.statusCode).toBe(404);
    expect((await listOf(annualA)).find((x) => x.id === mine.id)).toMatchObject({ theme: 'matrimonio' });
    expect((await listOf(annualB)).some((x) => x.id === mine.id)).toBe(false);
  });

  it('serves only keys under custom-templates/', async () => {
    for (const key of ['drafts/x/y.png', 'custom-templates/../drafts/x.png', '', 'custom-templates/missing.png']) {
      expect((await getFile(`/api/custom-templates/file?key=${encodeURIComponent(key)}`)).statusCode, key).toBeGreaterThanOrEqual(400);
    }
  });

  it('lets the owner edit theme and format, and delete the template with its files', async () => {
    const paths = await uploadAndSave(annualB);
    const template = (await listOf(annualB)).find((x) => x.original === paths.originalPath);
    if (template === undefined) throw new Error('saved template listed');
    const edited = await annualB.post('/api/update-custom-template', { templateId: template.id, theme: 'laurea', format: 'photostrip-verticale' });
    expect(edited.statusCode).toBe(200);
    expect((await listOf(annualB)).find((x) => x.id === template.id)).toMatchObject({ theme: 'laurea', format: 'photostrip-verticale' });

    const dir = path.join(t.config.dataDir, 'blobs', 'custom-templates', annualB.userId);
    const before = await readdir(dir);
    expect(before.filter((name) => name.startsWith(template.id))).toHaveLength(2);
    const deleted = await annualB.post('/api/delete-custom-template', { templateId: template.id });
    expect(deleted.statusCode).toBe(200);
    expect((await readdir(dir)).filter((name) => name.startsWith(template.id))).toHaveLength(0);
    expect((await annualB.call('GET', paths.originalPath)).statusCode).toBe(404);
    expect(await t.database.db.select().from(customTemplates).where(eq(customTemplates.id, template.id))).toEqual([]);
    expect((await annualB.post('/api/delete-custom-template', { templateId: template.id })).statusCode).toBe(404);
  });

  it('keeps the names the operator gives, and numbers unnamed ones without reusing a number after a delete', async () => {
    const operator = await TestOperator.signUp(t.app);
    await giveAnnual(operator);
    const named = await uploadAndSave(operator, '  Sposi al mare  ');
    const first = await uploadAndSave(operator);
    const second = await uploadAndSave(operator);
    const nameOf = async (original: string) => (await listOf(operator)).find((x) => x.original === original)?.name;
    expect([await nameOf(named.originalPath), await nameOf(first.originalPath), await nameOf(second.originalPath)]).toEqual(['Sposi al mare', 'Personale 1', 'Personale 2']);

    const firstId = (await listOf(operator)).find((x) => x.original === first.originalPath)?.id;
    expect((await operator.post('/api/delete-custom-template', { templateId: firstId })).statusCode).toBe(200);
    // Before: names were list positions, so 'Personale 2' became 'Personale 1' here.
    expect(await nameOf(second.originalPath)).toBe('Personale 2');
    const third = await uploadAndSave(operator);
    expect(await nameOf(third.originalPath)).toBe('Personale 3');

    const secondId = (await listOf(operator)).find((x) => x.original === second.originalPath)?.id;
    const renamed = await operator.post('/api/update-custom-template', { templateId: secondId, theme: 'matrimonio', format: 'cartolina-verticale', name: 'Festa di Anna' });
    expect(renamed.statusCode).toBe(200);
    expect(await nameOf(second.originalPath)).toBe('Festa di Anna');
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const refused = await operator.post('/api/update-custom-template', { templateId: secondId, theme: 'matrimonio', format: 'cartolina-verticale', name });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(errorOf(refused).code).toBe('VALIDATION_FAILED');
    }
    expect(await nameOf(second.originalPath)).toBe('Festa di Anna');
  });
});

/** A session as it is when its access token has run out: the next request that loads it renews it. */
async function expireAccessToken(operator: TestOperator): Promise<void> {
  await t.database.db.update(sessions).set({ accessExpiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.userId, operator.userId));
}

const sessionCookieOf = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().map(String).find((cookie) => cookie.startsWith('cornice_session='));

describe('a custom template file and the session', () => {
  it('never loads the session for a public preview, so an answer shared caches keep carries no cookie', async () => {
    const paths = await uploadAndSave(annualA);
    await expireAccessToken(annualA);
    const preview = await t.app.inject({ method: 'GET', url: paths.previewPath, headers: { cookie: annualA.browser.jar.header() } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('public, max-age=3600');
    expect(sessionCookieOf(preview.headers)).toBeUndefined();
    const [row] = await t.database.db.select({ accessExpiresAt: sessions.accessExpiresAt }).from(sessions).where(eq(sessions.userId, annualA.userId));
    expect(row?.accessExpiresAt?.getTime()).toBeLessThan(Date.now());

    // The private original loads it, and renews it, before the answer.
    const original = await t.app.inject({ method: 'GET', url: paths.originalPath, headers: { cookie: annualA.browser.jar.header() } });
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('private, max-age=600');
    expect(sessionCookieOf(original.headers)).toMatch(/Max-Age=\d{6,}/);
  });

  it('asks a visitor for an original to sign in, and answers a key that names no file 404 to anyone', async () => {
    const paths = await uploadAndSave(annualA);
    expect((await getFile(paths.originalPath)).statusCode).toBe(401);
    const unknown = `/api/custom-templates/file?key=${encodeURIComponent('custom-templates/x/nothing.png')}`;
    expect((await getFile(unknown)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: unknown, headers: { cookie: annualA.browser.jar.header() } })).statusCode).toBe(404);
  });
});
