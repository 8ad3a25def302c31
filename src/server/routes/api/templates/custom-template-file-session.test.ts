import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadCustomTemplateResponse } from '../../../../shared/api/custom-templates.js';
import { sessions, users } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng } from '../../../test-support/test-png.js';

let t: TestApp;
let owner: TestOperator;
let paths: UploadCustomTemplateResponse;

beforeAll(async () => {
  t = await createTestApp();
  owner = await TestOperator.signUp(t.app);
  const end = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
  await t.database.db.update(users).set({ planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: end }).where(eq(users.id, owner.userId));
  const png = await createTestPng(120, 180);
  const jpeg = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#c08040' } }).jpeg().toBuffer();
  const uploaded = await owner.post('/api/upload-custom-template', {
    theme: 'matrimonio',
    format: 'cartolina-verticale',
    originalFile: `data:image/png;base64,${png.toString('base64')}`,
    previewFile: jpeg.toString('base64'),
    originalFileName: 'mio.png',
    previewFileName: 'mio.jpg',
  });
  expect(uploaded.statusCode).toBe(201);
  paths = UploadCustomTemplateResponse.parse(uploaded.json());
});
afterAll(async () => {
  await t.close();
});

/** The owner's session as it is when its access token has run out: the next request that loads it renews it. */
async function expireAccessToken(): Promise<void> {
  await t.database.db.update(sessions).set({ accessExpiresAt: new Date(Date.now() - 60_000) }).where(eq(sessions.userId, owner.userId));
}

const sessionCookieOf = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat().map(String).find((cookie) => cookie.startsWith('cornice_session='));

describe('a custom template file and the session', () => {
  it('never loads the session for a public preview, so an answer shared caches keep carries no cookie', async () => {
    await expireAccessToken();
    const preview = await t.app.inject({ method: 'GET', url: paths.previewPath, headers: { cookie: owner.browser.jar.header() } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('public, max-age=3600');
    expect(sessionCookieOf(preview.headers)).toBeUndefined();
    const [row] = await t.database.db.select({ accessExpiresAt: sessions.accessExpiresAt }).from(sessions).where(eq(sessions.userId, owner.userId));
    expect(row?.accessExpiresAt?.getTime()).toBeLessThan(Date.now());
  });

  it('loads and renews it for the private original, before the answer', async () => {
    await expireAccessToken();
    const original = await t.app.inject({ method: 'GET', url: paths.originalPath, headers: { cookie: owner.browser.jar.header() } });
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('private, max-age=600');
    expect(sessionCookieOf(original.headers)).toMatch(/Max-Age=\d{6,}/);
  });

  it('asks a visitor for the original to sign in, and answers an unknown key 404 to anyone', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.originalPath })).statusCode).toBe(401);
    const unknown = `/api/custom-templates/file?key=${encodeURIComponent('custom-templates/x/nothing.png')}`;
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: unknown, headers: { cookie: owner.browser.jar.header() } })).statusCode).toBe(404);
  });
});
