import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UploadCustomTemplateResponse } from '../../shared/api/custom-templates.js';
import { allErrorCodes } from '../../shared/api/error-codes.js';
import { megabytes, measurePeakRssGrowth } from '../test-support/measure-memory.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { createTestPng } from '../test-support/test-png.js';
import {
  countStored,
  createForeignFiles,
  giveAnnualPlan,
  newDraftId,
  upload,
  type UploadKind,
  uploadKinds,
  withBadIdatCrc,
  withClaimedSize,
} from '../test-support/upload-kit.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorCode = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.code;

let t: TestApp;
let operator: TestOperator;
let png: Buffer;
let jpeg: Buffer;
let foreign: Awaited<ReturnType<typeof createForeignFiles>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000' });
  operator = await TestOperator.signUp(t.app);
  await giveAnnualPlan(t.database.db, operator.userId);
  png = await createTestPng(120, 180, { exifSecret: 'sender-exif' });
  jpeg = await sharp(await createTestPng(120, 180)).jpeg().toBuffer();
  foreign = await createForeignFiles();
});
afterAll(async () => {
  await t.close();
});

async function expectNothingStored(before: Awaited<ReturnType<typeof countStored>>): Promise<void> {
  expect(await countStored(t.database.db, operator.userId)).toEqual(before);
}

async function expectStillServing(): Promise<void> {
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  const fine = await upload(operator, 'draft', { bytes: png, claimedType: 'image/png' }, png);
  expect(fine.statusCode).toBe(201);
}

describe('uploads judged by their bytes', () => {
  it('refuses HTML, SVG or PDF sent as a JPEG or PNG, on every upload, with 415 and nothing stored', async () => {
    const before = await countStored(t.database.db, operator.userId);
    for (const kind of uploadKinds) {
      for (const [name, bytes] of Object.entries({ html: foreign.html, svg: foreign.svg, pdf: foreign.pdf })) {
        for (const claimedType of ['image/jpeg', 'image/png'] as const) {
          const response = await upload(operator, kind, { bytes, claimedType, fileName: `photo.${claimedType === 'image/png' ? 'png' : 'jpg'}` }, png);
          expect(response.statusCode, `${kind} ${name} as ${claimedType}`).toBe(415);
        }
      }
    }
    await expectNothingStored(before);
  });

  it('refuses a real WebP or GIF where only JPEG and PNG are taken (drafts: PNG only) with 415', async () => {
    const before = await countStored(t.database.db, operator.userId);
    const cases: [UploadKind, Buffer, 'image/png' | 'image/jpeg'][] = [
      ['draft', foreign.webp, 'image/png'],
      ['draft', foreign.gif, 'image/png'],
      ['draft', jpeg, 'image/png'],
      ['template', foreign.webp, 'image/jpeg'],
      ['template', foreign.gif, 'image/png'],
      // Logos take WebP, but only when sent as WebP; GIF never.
      ['logo', foreign.webp, 'image/jpeg'],
      ['logo', foreign.gif, 'image/png'],
    ];
    for (const [kind, bytes, claimedType] of cases) {
      const response = await upload(operator, kind, { bytes, claimedType }, png);
      expect(response.statusCode, `${kind} ${claimedType}`).toBe(415);
    }
    await expectNothingStored(before);
  });
});

describe('broken and hostile images', () => {
  it('refuses a small PNG that declares 20000 x 20000 with 400 before decoding, memory growth under 50 MB', async () => {
    const bomb = withClaimedSize(await createTestPng(64, 64), 20000, 20000);
    expect(bomb.length).toBeLessThan(20_000);
    const before = await countStored(t.database.db, operator.userId);
    for (const kind of uploadKinds) {
      const { result, peakGrowthBytes } = await measurePeakRssGrowth(() => upload(operator, kind, { bytes: bomb, claimedType: 'image/png' }, png));
      expect(result.statusCode, kind).toBe(400);
      expect(errorCode(result)).toBe('IMAGE_TOO_LARGE');
      // Decoding 20000 x 20000 RGBA would take 1.6 GB.
      expect(megabytes(peakGrowthBytes), kind).toBeLessThan(50);
    }
    await expectNothingStored(before);
    await expectStillServing();
  });

  it('refuses a truncated JPEG, a PNG with a bad CRC and a 0-byte file with 400, never a 5xx, and keeps serving', async () => {
    const bigJpeg = await sharp(await createTestPng(400, 400)).jpeg({ quality: 90 }).toBuffer();
    const truncatedJpeg = bigJpeg.subarray(0, Math.floor(bigJpeg.length / 2));
    const badCrc = withBadIdatCrc(await createTestPng(200, 200));
    const truncatedPng = png.subarray(0, Math.floor(png.length * 0.6));
    const cases: [UploadKind, Buffer, 'image/png' | 'image/jpeg'][] = [
      ['template', truncatedJpeg, 'image/jpeg'],
      ['logo', truncatedJpeg, 'image/jpeg'],
      ['template', badCrc, 'image/png'],
      ['logo', badCrc, 'image/png'],
      ['draft', badCrc, 'image/png'],
      ['draft', truncatedPng, 'image/png'],
    ];
    const before = await countStored(t.database.db, operator.userId);
    for (const [kind, bytes, claimedType] of cases) {
      const response = await upload(operator, kind, { bytes, claimedType }, png);
      expect(response.statusCode, `${kind} ${claimedType} ${bytes.length} bytes`).toBe(400);
    }
    for (const kind of uploadKinds) {
      const response = await upload(operator, kind, { bytes: Buffer.alloc(0), claimedType: 'image/png' }, png);
      expect(response.statusCode, `${kind} 0 bytes`).toBe(400);
    }
    await expectNothingStored(before);
    await expectStillServing();
  });

  it('stores a template with a hostile name under a key of ours, re-encoded, served with nosniff and a safe Content-Disposition', async () => {
    for (const fileName of ['../../x.png', '<img src=x onerror=alert(1)>.png', '"; filename="evil.html', '..\\..\\windows\\x.png']) {
      const response = await upload(operator, 'template', { bytes: png, claimedType: 'image/png', fileName }, png);
      expect(response.statusCode, fileName).toBe(201);
      const { originalPath } = UploadCustomTemplateResponse.parse(response.json());
      const key = decodeURIComponent(originalPath.slice(originalPath.indexOf('key=') + 4));
      expect(key).toMatch(new RegExp(`^custom-templates/${operator.userId}/custom_[A-Za-z0-9_-]+-original\\.png$`));
      const served = await operator.call('GET', originalPath);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`inline; filename="${key.slice(key.lastIndexOf('/') + 1)}"`);
      expect(String(served.headers['content-security-policy'])).toContain('sandbox');
      // Re-encoded: the sender's EXIF is gone and the bytes are ours.
      expect(served.rawPayload.includes('sender-exif')).toBe(false);
      expect(png.includes('sender-exif')).toBe(true);
    }
    // Nothing was written outside the store's own folders.
    const blobsDir = path.join(t.config.dataDir, 'blobs');
    const top = await readdir(blobsDir);
    expect(top.filter((name) => !name.startsWith('.')).sort()).toEqual(['custom-templates', 'drafts', 'logos'].filter((name) => top.includes(name)));
    expect(await readdir(path.dirname(t.config.dataDir))).not.toContain('x.png');
  });

  it('refuses a NUL byte in a file name, and a draft id that is a path, with 400 and nothing stored', async () => {
    const before = await countStored(t.database.db, operator.userId);
    const nul = await upload(operator, 'template', { bytes: png, claimedType: 'image/png', fileName: 'a\u0000b.png' }, png);
    expect(nul.statusCode).toBe(400);
    for (const draftId of ['../../x', `${newDraftId()}/../../x`, '<b>x</b>']) {
      const response = await operator.post('/api/create-draft', { image: `data:image/png;base64,${png.toString('base64')}`, draftId });
      expect(response.statusCode, draftId).toBe(400);
    }
    await expectNothingStored(before);
  });

  it('serves logos and drafts with nosniff, a sandboxing CSP and a Content-Disposition of our own name', async () => {
    const logo = await upload(operator, 'logo', { bytes: png, claimedType: 'image/png' }, png);
    expect(logo.statusCode).toBe(200);
    const logoUrl = z.object({ logoUrl: z.string() }).parse(logo.json()).logoUrl;
    const draftId = newDraftId();
    expect((await operator.post('/api/create-draft', { image: `data:image/png;base64,${png.toString('base64')}`, draftId })).statusCode).toBe(201);
    for (const [url, name] of [
      [logoUrl, logoUrl.slice(logoUrl.lastIndexOf('/') + 1)],
      [`/api/get-draft?id=${draftId}`, `${draftId}.png`],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`inline; filename="${name}"`);
      expect(String(served.headers['content-security-policy'])).toBe("default-src 'none'; sandbox");
    }
  });
});
