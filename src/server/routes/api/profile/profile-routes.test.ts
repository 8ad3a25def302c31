import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UploadLogoResponse } from '../../../../shared/api/dashboard.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { MeResponse } from '../../../../shared/api/me.js';
import { users } from '../../../db/schema.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng } from '../../../test-support/test-png.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorOf = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error;

const evilSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">
  <script>alert('svg-script-marker')</script>
  <rect width="120" height="60" fill="#c0392b" onload="alert('onload-marker')"/>
</svg>`;

let t: TestApp;
let alice: TestOperator;
let bob: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
});
afterAll(async () => {
  await t.close();
});

const upload = (operator: TestOperator, bytes: Buffer, logoType: string) => operator.post('/api/upload-logo', { logoBase64: bytes.toString('base64'), logoType });

async function uploadOk(operator: TestOperator, bytes: Buffer, logoType: string): Promise<string> {
  const response = await upload(operator, bytes, logoType);
  expect(response.statusCode, response.body).toBe(200);
  return UploadLogoResponse.parse(response.json()).logoUrl;
}

const profile = { businessName: 'Foto Rossi', logoUrl: '', contactEmail: 'info@rossi.test', contactPhone: '+39 333 1234567', secondaryEmail: '' };

async function storedProfile(userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row;
}

describe('POST /api/upload-logo and GET /api/logos/…', () => {
  it('re-encodes a large PNG to at most 512 px, without the sender metadata, served as a nosniff PNG', async () => {
    const source = await createTestPng(1600, 800, { exifSecret: 'logo-secret-exif' });
    const logoUrl = await uploadOk(alice, source, 'image/png');
    expect(logoUrl).toMatch(new RegExp(`^/api/logos/${alice.userId}/[a-f0-9]{32}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 256 });
    expect(served.rawPayload.includes('logo-secret-exif')).toBe(false);
  });

  it('accepts JPEG and WebP (also as a data URL) and stores PNG', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#993366' } }).webp().toBuffer();
    for (const [bytes, type] of [
      [jpeg, 'image/jpeg'],
      [webp, 'image/webp'],
    ] as const) {
      const response = await alice.post('/api/upload-logo', { logoBase64: `data:${type};base64,${bytes.toString('base64')}`, logoType: type });
      expect(response.statusCode).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: UploadLogoResponse.parse(response.json()).logoUrl });
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    }
  });

  it('rasterises an SVG with a script into a PNG that carries no script', async () => {
    const logoUrl = await uploadOk(alice, Buffer.from(evilSvg), 'image/svg+xml');
    expect(logoUrl.endsWith('.png')).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.headers['content-type']).toBe('image/png');
    const bytes = served.rawPayload;
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    for (const marker of ['<script', 'svg-script-marker', 'onload', '<svg']) expect(bytes.includes(marker)).toBe(false);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 120, height: 60 });
    // The red rectangle was drawn: the pixels are the picture, nothing else survived.
    expect([data[0], data[1], data[2]]).toEqual([0xc0, 0x39, 0x2b]);
  });

  it('refuses a type lie: text named PNG, a JPEG sent as PNG, an SVG sent as PNG', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
    for (const [bytes, type] of [
      [Buffer.from('just some text, not an image at all'), 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'image/svg+xml'],
      [jpeg, 'image/png'],
      [Buffer.from(evilSvg), 'image/png'],
    ] as const) {
      const response = await upload(alice, bytes, type);
      expect(response.statusCode, `${type}: ${bytes.subarray(0, 20).toString()}`).toBe(415);
      expect(errorOf(response).code).toBe('LOGO_TYPE_INVALID');
    }
  });

  it('refuses other declared types, bad base64 and absurd sizes', async () => {
    const png = await createTestPng(10, 10);
    const gif = await upload(alice, png, 'image/gif');
    expect(gif.statusCode).toBe(400);
    for (const body of [{}, { logoBase64: 'not*base64!', logoType: 'image/png' }, { logoBase64: 42, logoType: 'image/png' }]) {
      const response = await alice.post('/api/upload-logo', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    const huge = await sharp({ create: { width: 9000, height: 10, channels: 3, background: '#fff' } }).png().toBuffer();
    const tooLarge = await upload(alice, huge, 'image/png');
    expect(tooLarge.statusCode).toBe(400);
    expect(errorOf(tooLarge).code).toBe('IMAGE_TOO_LARGE');
  });

  it('refuses visitors with 401 and cross-site POSTs with 403', async () => {
    const png = await createTestPng(10, 10);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/upload-logo',
      headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({ logoBase64: png.toString('base64'), logoType: 'image/png' }),
    });
    expect(visitor.statusCode).toBe(401);
    const forged = await alice.post('/api/upload-logo', { logoBase64: png.toString('base64'), logoType: 'image/png' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('CSRF_REJECTED');
  });

  it('answers 404 for unknown logos and 400 for names that are not ours', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/logos/${alice.userId}/${'0'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/logos/${alice.userId}/..%2F..%2Fetc.png` })).statusCode).toBe(400);
  });
});

describe('POST /api/update-user-metadata', () => {
  it('saves only the profile fields; plan fields sent along are ignored', async () => {
    const logoUrl = await uploadOk(alice, await createTestPng(20, 20), 'image/png');
    const response = await alice.post('/api/update-user-metadata', { ...profile, logoUrl, secondaryEmail: ' second@rossi.test ', planType: 'Annuale', subscriptionStatus: 'active', email: 'x@y.z' });
    expect(response.statusCode, response.body).toBe(200);
    const row = await storedProfile(alice.userId);
    expect(row).toMatchObject({ ...profile, logoUrl, secondaryEmail: 'second@rossi.test', planType: null, subscriptionStatus: null, email: alice.email });
    const me = MeResponse.parse(await alice.browser.getJson('/api/me'));
    // The retention period shows the default (REQUEST_RETENTION_MONTHS) until the operator picks one.
    expect(me.profile).toEqual({ ...profile, logoUrl, secondaryEmail: 'second@rossi.test', requestRetentionMonths: 24, requestMailDigest: false });
    expect(me.plan.type).toBe('Gratuito');
  });

  it('deletes the replaced logo from the store, and keeps the one still in use', async () => {
    const first = await uploadOk(bob, await createTestPng(30, 30), 'image/png');
    expect((await bob.post('/api/update-user-metadata', { ...profile, logoUrl: first })).statusCode).toBe(200);
    expect((await bob.post('/api/update-user-metadata', { ...profile, businessName: 'Foto Bob', logoUrl: first })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);

    const second = await uploadOk(bob, await createTestPng(40, 40), 'image/png');
    expect((await bob.post('/api/update-user-metadata', { ...profile, logoUrl: second })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

    expect((await bob.post('/api/update-user-metadata', { ...profile, logoUrl: '' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('requires an email or a phone after trimming', async () => {
    const response = await bob.post('/api/update-user-metadata', { ...profile, contactEmail: '   ', contactPhone: ' ' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', message: "Devi inserire almeno un'email o un numero di telefono." });
    const phoneOnly = await bob.post('/api/update-user-metadata', { ...profile, contactEmail: '', contactPhone: '+39 333 000' });
    expect(phoneOnly.statusCode).toBe(200);
  });

  it('refuses bad emails, phones, lengths and a logo that is not ours for this user', async () => {
    const alicesLogo = await uploadOk(alice, await createTestPng(12, 12), 'image/png');
    const before = await storedProfile(bob.userId);
    for (const body of [
      { ...profile, contactEmail: 'not-an-email' },
      { ...profile, secondaryEmail: 'also@bad' },
      { ...profile, contactPhone: '<script>' },
      { ...profile, businessName: 'x'.repeat(121) },
      { ...profile, logoUrl: 'https://evil.example/logo.png' },
      { ...profile, logoUrl: 'javascript:alert(1)' },
      { ...profile, logoUrl: alicesLogo },
      { ...profile, logoUrl: `/api/logos/${bob.userId}/${'a'.repeat(32)}.png` },
      { businessName: 'only a name' },
    ]) {
      const response = await bob.post('/api/update-user-metadata', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await storedProfile(bob.userId)).toEqual(before);
  });

  it('refuses visitors and cross-site POSTs', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/update-user-metadata',
      headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify(profile),
    });
    expect(visitor.statusCode).toBe(401);
    const forged = await alice.post('/api/update-user-metadata', { ...profile, businessName: 'forged' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect((await storedProfile(alice.userId))?.businessName).not.toBe('forged');
  });
});
