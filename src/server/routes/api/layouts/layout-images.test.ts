import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LayoutRecord, UploadLayoutImageResponse } from '../../../../shared/api/layouts.js';
import { layoutImages, layouts, storedFiles } from '../../../db/schema.js';
import { layoutImageGraceMs, purgeLayouts } from '../../../domain/purge-layouts.js';
import { createSampleLayout, sampleLayoutDocument } from '../../../test-support/layout-kit.js';
import { useBombSvg } from '../../../test-support/hostile-svgs.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng } from '../../../test-support/test-png.js';
import type { BlobStore } from '../../../storage/blob-store.js';
import { FilesystemBlobStore } from '../../../storage/filesystem-blob-store.js';

let t: TestApp;
let blobs: BlobStore;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', UPLOAD_QUOTA_FILES: '4' });
  blobs = new FilesystemBlobStore(`${t.config.dataDir}/blobs`);
  png = await createTestPng(64, 48, { exifSecret: 'casa di Anna' });
});
afterAll(async () => {
  await t.close();
});

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

async function uploadImage(operator: TestOperator, bytes: Buffer = png): Promise<UploadLayoutImageResponse> {
  const response = await operator.call('POST', '/api/layout-images', { image: `data:image/png;base64,${bytes.toString('base64')}` });
  expect(response.statusCode, response.body).toBe(201);
  return UploadLayoutImageResponse.parse(response.json());
}

async function ledgerOf(operator: TestOperator): Promise<string[]> {
  return (await t.database.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.userId, operator.userId))).map((row) => row.key);
}

const keyOf = (operator: TestOperator, url: string) => `layout-images/${operator.userId}/${url.split('/').pop() ?? ''}`;
const inFuture = (ms: number) => new Date(Date.now() + ms);

describe('images inside layouts', () => {
  it('stores an upload re-encoded, serves it to its owner only, and counts it in the quota', async () => {
    const anna = await TestOperator.signUp(t.app);
    const bruno = await TestOperator.signUp(t.app);
    const image = await uploadImage(anna);
    expect(image).toMatchObject({ width: 64, height: 48 });
    expect(image.url).toMatch(/^\/api\/layout-images\/[A-Za-z0-9_-]+\.png$/);
    const served = await anna.call('GET', image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('private');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect((await bruno.call('GET', image.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(401);
    expect(await ledgerOf(anna)).toEqual([keyOf(anna, image.url)]);

    const text = await anna.call('POST', '/api/layout-images', { image: Buffer.from('<svg onload="x()"/>').toString('base64') });
    expect([text.statusCode, errorCode(text)]).toEqual([415, 'IMAGE_TYPE_UNSUPPORTED']);
    // Without a declared size, merely measuring this SVG makes librsvg lay out a million shapes.
    const bomb = await anna.call('POST', '/api/layout-images', { image: Buffer.from(useBombSvg().toString().replace(' width="2000" height="2000"', '')).toString('base64') });
    expect([bomb.statusCode, errorCode(bomb)]).toEqual([415, 'IMAGE_TYPE_UNSUPPORTED']);
    for (let index = 0; index < 3; index += 1) await uploadImage(anna);
    const overQuota = await anna.call('POST', '/api/layout-images', { image: png.toString('base64') });
    expect([overQuota.statusCode, errorCode(overQuota)]).toEqual([409, 'STORAGE_QUOTA_FILES']);
    expect(await ledgerOf(anna)).toHaveLength(4);
  });

  it('keeps an image while a layout names it, even from the bin, and removes it with its last reference', async () => {
    const anna = await TestOperator.signUp(t.app);
    const image = await uploadImage(anna);
    const key = keyOf(anna, image.url);
    const first = await createSampleLayout(t.app, anna, { document: sampleLayoutDocument({ images: [image.url] }) });
    const copy = LayoutRecord.parse((await anna.call('POST', `/api/layouts/${first.id}/duplicate`)).json());

    // The copy drops the image; the first layout still names it.
    expect((await anna.call('PUT', `/api/layouts/${copy.id}`, { baseRevision: 1, document: sampleLayoutDocument() })).statusCode).toBe(200);
    await purgeLayouts(t.database.db, blobs, inFuture(2 * layoutImageGraceMs));
    expect(await blobs.get(key)).not.toBeNull();

    // In the bin, the first layout still holds it ('Ripristina' must bring the photo back).
    expect((await anna.call('DELETE', `/api/layouts/${first.id}`)).statusCode).toBe(200);
    await purgeLayouts(t.database.db, blobs, inFuture(2 * layoutImageGraceMs));
    expect(await blobs.get(key)).not.toBeNull();
    expect(await ledgerOf(anna)).toContain(key);

    // Past the restore window the layout is purged, and with it the image: file and ledger row.
    await purgeLayouts(t.database.db, blobs, inFuture(31 * 86_400_000));
    expect(await t.database.db.select().from(layouts).where(eq(layouts.id, first.id))).toEqual([]);
    expect(await blobs.get(key)).toBeNull();
    expect(await ledgerOf(anna)).not.toContain(key);
    expect(await t.database.db.select().from(layoutImages).where(eq(layoutImages.key, key))).toEqual([]);
  });

  it('gives a dropped image a grace period (an undo may save it back), then removes it', async () => {
    const anna = await TestOperator.signUp(t.app);
    const image = await uploadImage(anna);
    const key = keyOf(anna, image.url);
    const layout = await createSampleLayout(t.app, anna, { document: sampleLayoutDocument({ images: [image.url] }) });
    expect((await anna.call('PUT', `/api/layouts/${layout.id}`, { baseRevision: 1, document: sampleLayoutDocument() })).statusCode).toBe(200);
    await purgeLayouts(t.database.db, blobs, inFuture(layoutImageGraceMs / 2));
    expect(await blobs.get(key)).not.toBeNull();
    // Undo: the image comes back within the grace period and is kept for good.
    expect((await anna.call('PUT', `/api/layouts/${layout.id}`, { baseRevision: 2, document: sampleLayoutDocument({ images: [image.url] }) })).statusCode).toBe(200);
    await purgeLayouts(t.database.db, blobs, inFuture(2 * layoutImageGraceMs));
    expect(await blobs.get(key)).not.toBeNull();
    // Dropped again and left out past the grace period: gone.
    expect((await anna.call('PUT', `/api/layouts/${layout.id}`, { baseRevision: 3, document: sampleLayoutDocument() })).statusCode).toBe(200);
    await purgeLayouts(t.database.db, blobs, inFuture(layoutImageGraceMs + 60_000));
    expect(await blobs.get(key)).toBeNull();
    expect(await ledgerOf(anna)).toEqual([]);
    expect((await anna.call('GET', image.url)).statusCode).toBe(404);
  });

  it('removes an upload no layout ever saved after the grace period, not before', async () => {
    const anna = await TestOperator.signUp(t.app);
    const image = await uploadImage(anna);
    await purgeLayouts(t.database.db, blobs, inFuture(60_000));
    expect(await ledgerOf(anna)).toHaveLength(1);
    await purgeLayouts(t.database.db, blobs, inFuture(layoutImageGraceMs + 60_000));
    expect(await ledgerOf(anna)).toEqual([]);
    expect(await blobs.get(keyOf(anna, image.url))).toBeNull();
  });

  it("ignores another operator's image URL in a document: it is not theirs to keep", async () => {
    const anna = await TestOperator.signUp(t.app);
    const bruno = await TestOperator.signUp(t.app);
    const annas = await uploadImage(anna);
    await createSampleLayout(t.app, bruno, { document: sampleLayoutDocument({ images: [annas.url] }) });
    await purgeLayouts(t.database.db, blobs, inFuture(layoutImageGraceMs + 60_000));
    expect(await blobs.get(keyOf(anna, annas.url))).toBeNull();
  });
});
