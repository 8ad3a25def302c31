import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CreateDraftResponse, DraftId, maxDraftBytes } from '../../../../shared/api/drafts.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { createDraftId, draftIdRandomBytes } from '../../../../shared/drafts/create-draft-id.js';
import { type DraftDisplayWidth, draftImageUrl } from '../../../../shared/drafts/draft-display-widths.js';
import { drafts } from '../../../db/schema.js';
import { FilesystemBlobStore } from '../../../storage/filesystem-blob-store.js';
import { FailingBlobStore } from '../../../test-support/failing-blob-store.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng, listPngChunks, readPngPhys, toPngDataUrl } from '../../../test-support/test-png.js';
import { giveAnnualPlan } from '../../../test-support/upload-kit.js';
import { createDraftBodyLimit } from './create-draft-route.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorCode = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.code;

const newDraftId = () => createDraftId('/assets/templates/matrimonio/cartolina_verticale/Eucalyptus Bloom.png', new Date(), randomBytes(16));

let t: TestApp;
let operator: TestOperator;
let smallPng: Buffer;

beforeAll(async () => {
  // The limit has its own test below; here one operator makes many drafts.
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
  operator = await TestOperator.signUp(t.app);
  // The annual plan keeps a browser's draft as sent (re-encoded only): anyone else's gets 'BOZZA' (layout-drafts.test.ts).
  await giveAnnualPlan(t.database.db, operator.userId);
  smallPng = await createTestPng(60, 40);
});
afterAll(async () => {
  await t.close();
});

function getDraft(id: string) {
  return t.app.inject({ method: 'GET', url: `/api/get-draft?id=${encodeURIComponent(id)}` });
}

describe('POST /api/create-draft and GET /api/get-draft', () => {
  it('round-trips a draft: the bytes come back as a 300 dpi PNG of the same size, without the sender metadata', async () => {
    const source = await createTestPng(1200, 1800, { exifSecret: 'studio-secret-exif' });
    expect(source.includes('studio-secret-exif')).toBe(true);
    const draftId = newDraftId();
    const created = await operator.post('/api/create-draft', { image: toPngDataUrl(source), draftId });
    expect(created.statusCode).toBe(201);
    expect(CreateDraftResponse.parse(created.json())).toEqual({ success: true, draftId });

    // Public: no cookie at all, as the client's approval page loads it.
    const served = await getDraft(draftId);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=86400');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const bytes = served.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 1800, density: 300 });
    expect(readPngPhys(bytes)).toEqual({ x: 11811, y: 11811, unit: 1 });
    expect(bytes.includes('studio-secret-exif')).toBe(false);
    expect(listPngChunks(bytes)).not.toContain('iCCP');
    // The same pixels, only re-encoded.
    const [before, after] = await Promise.all([sharp(source).raw().toBuffer(), sharp(bytes).raw().toBuffer()]);
    expect(after.equals(before)).toBe(true);

    const [row] = await t.database.db.select().from(drafts).where(eq(drafts.id, draftId));
    expect(row).toMatchObject({ userId: operator.userId, width: 1200, height: 1800, byteSize: bytes.length, blobKey: `drafts/${operator.userId}/${draftId}.png` });
    const onDisk = path.join(t.config.dataDir, 'blobs', 'drafts', operator.userId, `${draftId}.png`);
    expect((await readFile(onDisk)).equals(bytes)).toBe(true);
  });

  it('refuses a visitor with 401 and stores nothing', async () => {
    const draftId = newDraftId();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-draft',
      headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({ image: toPngDataUrl(smallPng), draftId }),
    });
    expect(response.statusCode).toBe(401);
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
    expect((await getDraft(draftId)).statusCode).toBe(404);
  });

  it('refuses a cross-site POST with 403 before anything else', async () => {
    const response = await operator.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId: newDraftId() }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('CSRF_REJECTED');
  });

  it('answers malformed JSON and wrong types with 400', async () => {
    const malformed = await operator.post('/api/create-draft', '{"image": ');
    expect(malformed.statusCode).toBe(400);
    expect(errorCode(malformed)).toBe('INVALID_JSON');
    for (const body of [
      {},
      { image: 42, draftId: newDraftId() },
      { image: toPngDataUrl(smallPng), draftId: 'short' },
      { image: toPngDataUrl(smallPng), draftId: '../../etc/passwd-20261122t101507z-AAAAAAAAAAAAAAAAAAAAAA' },
      { image: `data:image/jpeg;base64,${smallPng.toString('base64')}`, draftId: newDraftId() },
      { image: 'data:image/png;base64,not*base64!', draftId: newDraftId() },
      { image: 'data:image/png;base64,AAA', draftId: newDraftId() },
    ]) {
      const response = await operator.post('/api/create-draft', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses a body beyond the limit, and a decoded image beyond maxDraftBytes, with 413', async () => {
    const overBody = await operator.post('/api/create-draft', { image: `data:image/png;base64,${'A'.repeat(createDraftBodyLimit)}`, draftId: newDraftId() });
    expect(overBody.statusCode).toBe(413);
    expect(errorCode(overBody)).toBe('PAYLOAD_TOO_LARGE');
    // Within the body limit, but decoding to more than maxDraftBytes.
    const justOver = Buffer.alloc(maxDraftBytes + 3);
    const overImage = await operator.post('/api/create-draft', { image: toPngDataUrl(justOver), draftId: newDraftId() });
    expect(overImage.statusCode).toBe(413);
    expect(errorCode(overImage)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('accepts exactly maxDraftBytes, and stores only the image, not bytes smuggled after it', async () => {
    // A real PNG followed by filler up to the limit: decoders stop at IEND; re-encoding drops the rest.
    const atLimit = Buffer.concat([smallPng, Buffer.alloc(maxDraftBytes - smallPng.length, 1)]);
    const draftId = newDraftId();
    const response = await operator.post('/api/create-draft', { image: toPngDataUrl(atLimit), draftId });
    expect(response.statusCode).toBe(201);
    const served = (await getDraft(draftId)).rawPayload;
    expect(served.length).toBeLessThan(64 * 1024);
    expect(await sharp(served).metadata()).toMatchObject({ width: 60, height: 40 });
  });

  it('refuses bytes that are not a PNG with 415', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    for (const bytes of [jpeg, Buffer.from('GIF89a not a png at all')]) {
      const response = await operator.post('/api/create-draft', { image: toPngDataUrl(bytes), draftId: newDraftId() });
      expect(response.statusCode).toBe(415);
      expect(errorCode(response)).toBe('IMAGE_NOT_PNG');
    }
    // Zero bytes are no file at all: a 400, like any other badly encoded upload.
    const empty = await operator.post('/api/create-draft', { image: toPngDataUrl(Buffer.alloc(0)), draftId: newDraftId() });
    expect(empty.statusCode).toBe(400);
    expect(errorCode(empty)).toBe('VALIDATION_FAILED');
  });

  it('refuses a corrupt or truncated PNG with 400', async () => {
    const big = await createTestPng(300, 300);
    const truncated = big.subarray(0, Math.floor(big.length / 2));
    const scrambled = Buffer.from(big);
    scrambled.fill(7, 100, big.length - 20);
    const headerOnly = big.subarray(0, 8);
    for (const bytes of [truncated, scrambled, headerOnly]) {
      const draftId = newDraftId();
      const response = await operator.post('/api/create-draft', { image: toPngDataUrl(bytes), draftId });
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('IMAGE_INVALID');
      expect((await getDraft(draftId)).statusCode).toBe(404);
    }
  });

  it('refuses absurd dimensions with 400 before decoding the pixels', async () => {
    for (const [width, height] of [
      [6001, 10],
      [10, 9000],
    ] as const) {
      const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png().toBuffer();
      const response = await operator.post('/api/create-draft', { image: toPngDataUrl(png), draftId: newDraftId() });
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('IMAGE_TOO_LARGE');
    }
  });

  it('refuses a duplicate id with 409 and keeps the first draft, whoever tries', async () => {
    const draftId = newDraftId();
    expect((await operator.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId })).statusCode).toBe(201);
    const original = (await getDraft(draftId)).rawPayload;
    const other = await createTestPng(30, 30);
    const again = await operator.post('/api/create-draft', { image: toPngDataUrl(other), draftId });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('DRAFT_EXISTS');
    const stranger = await TestOperator.signUp(t.app);
    const theirs = await stranger.post('/api/create-draft', { image: toPngDataUrl(other), draftId });
    expect(theirs.statusCode).toBe(409);
    expect((await getDraft(draftId)).rawPayload.equals(original)).toBe(true);
    expect(await t.database.db.select().from(drafts).where(eq(drafts.id, draftId))).toHaveLength(1);
  });

  it('scales a draft down to a display width as WebP, and refuses any other width', async () => {
    const draftId = newDraftId();
    expect((await operator.post('/api/create-draft', { image: toPngDataUrl(await createTestPng(1200, 1800)), draftId })).statusCode).toBe(201);
    const scaled = await t.app.inject({ method: 'GET', url: `${draftImageUrl(draftId, 720)}` });
    expect(scaled.statusCode).toBe(200);
    expect(scaled.headers['content-type']).toBe('image/webp');
    expect(scaled.headers['cache-control']).toBe('private, max-age=86400');
    expect(scaled.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(scaled.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 720, 1080]);
    for (const width of ['100', '721', '0', 'x', '1e9']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${encodeURIComponent(draftId)}&w=${width}` });
      expect(refused.statusCode, width).toBe(400);
    }
  });

  it('answers an invalid id with 400 and an unknown one with 404', async () => {
    for (const url of ['/api/get-draft', '/api/get-draft?id=', '/api/get-draft?id=..%2F..%2Fetc', '/api/get-draft?id=x&id=y']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
    const unknown = await getDraft(newDraftId());
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });
});

describe('share-link guessing', () => {
  it('gives 10,000 guessed ids from one address 404 up to the default limit, then 429 with Retry-After, never a draft', async () => {
    const limit = t.config.rateLimits.publicGetPerMinute;
    expect(limit).toBe(120); // RATE_LIMIT_PUBLIC_GET_PER_MINUTE is left at its default here.
    const real = newDraftId();
    expect((await operator.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId: real })).statusCode).toBe(201);

    const names = ['Eucalyptus Bloom', 'balloons-party', 'Laurea Oro', 'x'];
    const statuses = new Map<number, number>();
    let firstLimited = -1;
    for (let i = 0; i < 10_000; i += 1) {
      const guess = createDraftId(`/assets/templates/t/f/${names[i % names.length]}.png`, new Date(Date.now() - i * 1000), randomBytes(draftIdRandomBytes));
      expect(DraftId.safeParse(guess).success).toBe(true);
      const response = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${encodeURIComponent(guess)}`, remoteAddress: '192.0.2.77' });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (i < limit) {
        expect(response.statusCode, `guess ${i}`).toBe(404);
        expect(errorCode(response)).toBe('NOT_FOUND');
      } else {
        if (firstLimited < 0) firstLimited = i;
        expect(response.statusCode, `guess ${i}`).toBe(429);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(firstLimited).toBe(limit);
    expect(Object.fromEntries(statuses)).toEqual({ 404: limit, 429: 10_000 - limit });
    // The real draft is still there for its own link (another address).
    expect((await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${encodeURIComponent(real)}`, remoteAddress: '192.0.2.78' })).statusCode).toBe(200);
  });

  it('makes ids with at least 120 random bits, and accepts none with fewer', async () => {
    expect(draftIdRandomBytes * 8).toBeGreaterThanOrEqual(120);
    // As the editor makes one (use-draft-share.ts): crypto bytes of draftIdRandomBytes length.
    const id = createDraftId('/assets/templates/matrimonio/cartolina_verticale/Eucalyptus Bloom.png', new Date(), randomBytes(draftIdRandomBytes));
    expect((await operator.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId: id })).statusCode).toBe(201);
    const [, suffix = ''] = /-\d{8}t\d{6}z-([A-Za-z0-9_-]+)$/.exec(id) ?? [];
    // Base64url: 6 bits a character; 22 characters carry the 128 bits.
    expect(suffix.length * 6).toBeGreaterThanOrEqual(120);
    expect(suffix).toHaveLength(22);
    expect(() => createDraftId('/a/b/c.png', new Date(), randomBytes(draftIdRandomBytes - 1))).toThrow();
    expect(DraftId.safeParse(id.slice(0, -1)).success).toBe(false);
    const tooShort = await operator.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId: id.slice(0, -2) });
    expect(tooShort.statusCode).toBe(400);
  });
});

describe('create-draft under pressure', () => {
  let limited: TestApp;
  let store: FailingBlobStore;
  beforeAll(async () => {
    const dir = path.join(t.config.dataDir, 'failing-store');
    store = new FailingBlobStore(new FilesystemBlobStore(dir));
    limited = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '3' }, { blobStore: store });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('leaves no draft row behind when the store fails, and the id can be used again', async () => {
    const owner = await TestOperator.signUp(limited.app);
    const draftId = newDraftId();
    store.failNextPut = true;
    const failed = await owner.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId });
    expect(failed.statusCode).toBe(500);
    expect(errorCode(failed)).toBe('INTERNAL');
    expect(failed.body).not.toContain('simulated');
    expect(await limited.database.db.select().from(drafts).where(eq(drafts.id, draftId))).toHaveLength(0);
    const retried = await owner.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId });
    expect(retried.statusCode).toBe(201);
  });

  it('makes each display copy once (asked again, or twice at once, the PNG is read once) and answers 404 as soon as the draft is gone', async () => {
    const owner = await TestOperator.signUp(limited.app);
    const draftId = newDraftId();
    expect((await owner.post('/api/create-draft', { image: toPngDataUrl(await createTestPng(1200, 1800)), draftId })).statusCode).toBe(201);
    const [row] = await limited.database.db.select({ blobKey: drafts.blobKey }).from(drafts).where(eq(drafts.id, draftId));
    const blobKey = row?.blobKey ?? '';
    const view = (width: DraftDisplayWidth) => limited.app.inject({ method: 'GET', url: draftImageUrl(draftId, width) });

    const [first, second] = await Promise.all([view(720), view(720)]);
    const third = await view(720);
    for (const response of [first, second, third]) expect(response.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload) && third.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await sharp(third.rawPayload).metadata()).width).toBe(720);
    expect(store.reads.get(blobKey)).toBe(1);
    expect((await sharp((await view(480)).rawPayload).metadata()).width).toBe(480);
    expect(store.reads.get(blobKey)).toBe(2);

    await limited.database.db.delete(drafts).where(eq(drafts.id, draftId));
    const gone = await view(720);
    expect([gone.statusCode, errorCode(gone)]).toEqual([404, 'NOT_FOUND']);
  });

  it('limits drafts per operator, not per address', async () => {
    const busy = await TestOperator.signUp(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await busy.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId: newDraftId() })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limitedResponse = await busy.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId: newDraftId() });
    expect(errorCode(limitedResponse)).toBe('RATE_LIMITED');
    // Same address (app.inject's 127.0.0.1), another operator: still allowed.
    const colleague = await TestOperator.signUp(limited.app);
    expect((await colleague.post('/api/create-draft', { image: toPngDataUrl(smallPng), draftId: newDraftId() })).statusCode).toBe(201);
  });
});

it('keeps the blob directory free of temporary files', async () => {
  const names = await readdir(path.join(t.config.dataDir, 'blobs', 'drafts', operator.userId));
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((name) => !name.endsWith('.png'))).toEqual([]);
});
