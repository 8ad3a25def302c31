import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BrandFont, ListBrandFontsResponse } from '../../../../shared/api/brand-fonts.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { storedFiles, users } from '../../../db/schema.js';
import { FilesystemBlobStore } from '../../../storage/filesystem-blob-store.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { readFontsourceFile, unwrapWoff } from '../../../test-support/test-fonts.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error;

const greatVibesWoff2 = readFontsourceFile('great-vibes', 'great-vibes-latin-400-normal.woff2');
const robotoBoldItalic = readFontsourceFile('roboto', 'roboto-latin-700-italic.woff');
const pacificoTtf = unwrapWoff(readFontsourceFile('pacifico', 'pacifico-latin-400-normal.woff'));

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', UPLOAD_QUOTA_MB: '1' });
});
afterAll(async () => {
  await t.close();
});

async function annualOperator(): Promise<TestOperator> {
  const operator = await TestOperator.signUp(t.app);
  const end = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
  await t.database.db.update(users).set({ planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: end }).where(eq(users.id, operator.userId));
  return operator;
}

const upload = (operator: TestOperator, bytes: Buffer, prefix = 'data:font/woff2;base64,') => operator.call('POST', '/api/brand-fonts', { file: `${prefix}${bytes.toString('base64')}` });

async function uploaded(operator: TestOperator, bytes: Buffer): Promise<BrandFont> {
  const response = await upload(operator, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return BrandFont.parse(response.json());
}

async function ledgerOf(operator: TestOperator): Promise<{ key: string; byteSize: number }[]> {
  return t.database.db.select({ key: storedFiles.key, byteSize: storedFiles.byteSize }).from(storedFiles).where(eq(storedFiles.userId, operator.userId));
}

describe('brand fonts', () => {
  it('stores an annual operator’s font, lists it and serves it to its owner only, with its type', async () => {
    const anna = await annualOperator();
    const bruno = await annualOperator();
    const font = await uploaded(anna, greatVibesWoff2);
    expect(font).toMatchObject({ family: 'Great Vibes', weight: 'normal', style: 'normal', format: 'woff2', byteSize: greatVibesWoff2.length });
    expect(font.url).toBe(`/api/brand-fonts/${font.id}.woff2`);

    const served = await anna.call('GET', font.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('font/woff2');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, greatVibesWoff2)).toBe(0);
    expect((await bruno.call('GET', font.url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: font.url })).statusCode).toBe(401);

    expect(ListBrandFontsResponse.parse((await anna.call('GET', '/api/brand-fonts')).json()).fonts).toEqual([font]);
    expect(ListBrandFontsResponse.parse((await bruno.call('GET', '/api/brand-fonts')).json()).fonts).toEqual([]);
    expect(await ledgerOf(anna)).toEqual([{ key: `brand-fonts/${anna.userId}/${font.id}.woff2`, byteSize: greatVibesWoff2.length }]);
  });

  it('serves each format with its own type and maps weight and style', async () => {
    const anna = await annualOperator();
    const ttf = await uploaded(anna, pacificoTtf);
    const woff = await uploaded(anna, robotoBoldItalic);
    expect([ttf.format, ttf.family]).toEqual(['ttf', 'Pacifico']);
    expect(woff).toMatchObject({ format: 'woff', family: 'Roboto', weight: 'bold', style: 'italic' });
    expect((await anna.call('GET', ttf.url)).headers['content-type']).toBe('font/ttf');
    expect((await anna.call('GET', woff.url)).headers['content-type']).toBe('font/woff');
    const list = ListBrandFontsResponse.parse((await anna.call('GET', '/api/brand-fonts')).json()).fonts;
    expect(list.map((font) => font.family)).toEqual(['Pacifico', 'Roboto']);
  });

  it('refuses a file that is not a font, whatever its name, with an Italian message, and stores nothing', async () => {
    const anna = await annualOperator();
    const text = await upload(anna, Buffer.from('Non sono un font, anche se mi chiamo logo.ttf\n'.repeat(10)), 'data:font/ttf;base64,');
    expect(text.statusCode).toBe(400);
    expect(errorOf(text)).toEqual({ code: 'FONT_INVALID', message: 'Il file non è un font valido (TTF, OTF, WOFF o WOFF2).' });
    const broken = await upload(anna, greatVibesWoff2.subarray(0, 300));
    expect(errorOf(broken).code).toBe('FONT_INVALID');
    expect(await ledgerOf(anna)).toEqual([]);
  });

  it('refuses free and pass operators and visitors, before reading the file', async () => {
    const free = await TestOperator.signUp(t.app);
    const refused = await upload(free, greatVibesWoff2);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'PLAN_REQUIRED', message: 'I font personalizzati sono riservati al piano Annuale.' });
    const pass = await TestOperator.signUp(t.app);
    await t.database.db.update(users).set({ planType: 'Una Tantum' }).where(eq(users.id, pass.userId));
    expect(errorOf(await upload(pass, greatVibesWoff2)).code).toBe('PLAN_REQUIRED');
    const visitor = await t.app.inject({ method: 'POST', url: '/api/brand-fonts', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, payload: { file: 'AAAA' } });
    expect(visitor.statusCode).toBe(401);
    expect(await ledgerOf(free)).toEqual([]);
  });

  it('refuses a second upload of the same face, even when two race, and the quota counts the bytes', async () => {
    const anna = await annualOperator();
    const answers = await Promise.all([upload(anna, greatVibesWoff2), upload(anna, greatVibesWoff2)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const conflict = answers.find((answer) => answer.statusCode === 409);
    expect(conflict === undefined ? null : errorOf(conflict).code).toBe('BRAND_FONT_EXISTS');
    expect(await ledgerOf(anna)).toHaveLength(1);
    // UPLOAD_QUOTA_MB is 1: a font that would pass it is 413 and leaves nothing behind.
    const big = Buffer.concat([pacificoTtf, Buffer.alloc(1024 * 1024)]);
    const overQuota = await upload(anna, big);
    expect([overQuota.statusCode, errorOf(overQuota).code]).toEqual([413, 'STORAGE_QUOTA_BYTES']);
    expect(await ledgerOf(anna)).toHaveLength(1);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const anna = await annualOperator();
    const tooBig = await upload(anna, Buffer.alloc(5 * 1024 * 1024 + 4));
    expect([tooBig.statusCode, errorOf(tooBig).code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('deletes a font for its owner only: the file, the list entry and the quota go', async () => {
    const anna = await annualOperator();
    const bruno = await annualOperator();
    const font = await uploaded(anna, greatVibesWoff2);
    expect((await bruno.call('DELETE', `/api/brand-fonts/${font.id}`)).statusCode).toBe(404);
    expect((await anna.call('DELETE', `/api/brand-fonts/${font.id}`)).statusCode).toBe(204);
    expect((await anna.call('GET', font.url)).statusCode).toBe(404);
    expect(await new FilesystemBlobStore(`${t.config.dataDir}/blobs`).get(`brand-fonts/${anna.userId}/${font.id}.woff2`)).toBeNull();
    expect(ListBrandFontsResponse.parse((await anna.call('GET', '/api/brand-fonts')).json()).fonts).toEqual([]);
    expect(await ledgerOf(anna)).toEqual([]);
    expect((await anna.call('DELETE', `/api/brand-fonts/${font.id}`)).statusCode).toBe(404);
    // The same face can be uploaded again once deleted.
    await uploaded(anna, greatVibesWoff2);
  });
});
