import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TemplateEntry } from '../../../shared/catalog/template-entry.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { TestOperator } from '../../test-support/test-operator.js';

const original = '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png';
const other = '/assets/templates/matrimonio/cartolina_verticale/love-letter.png';
const entries: TemplateEntry[] = [original, other].map((p) => ({
  category: 'matrimonio',
  format: 'cartolina_verticale',
  original: p,
  preview: p.replace(/\/([^/]+)\.png$/, '/previews/$1.jpg'),
}));
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true' }, { builtInTemplates: entries });
  png = await sharp({ create: { width: 120, height: 180, channels: 3, background: '#c0ffee' } }).png().toBuffer();
  for (const entry of entries) {
    const file = path.join(t.config.templateOriginalsDir, entry.original.replace('/assets/templates/', ''));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, png);
  }
});
afterAll(async () => {
  await t.close();
});

const errorCode = (response: { json: () => unknown }) => (response.json() as { error: { code: string } }).error.code;

async function withPass(operator: TestOperator, templatePath: string, expiresAt = inDays(7), downloadsRemaining = 3) {
  const response = await operator.post('/api/test-hooks/pass', { originalPath: templatePath, previewPath: `${templatePath}.jpg`, downloadsRemaining, expiresAt });
  expect(response.statusCode).toBe(204);
}

describe('GET of a built-in template original', () => {
  it('refuses a visitor with 401 and an error code, and is not kept by a shared cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: original });
    expect([response.statusCode, errorCode(response)]).toEqual([401, 'UNAUTHENTICATED']);
    expect(response.headers['content-type']).not.toMatch(/^image\//);
  });

  it('refuses a free operator with 403 ARTWORK_NOT_ENTITLED', async () => {
    const operator = await TestOperator.signUp(t.app);
    const response = await operator.call('GET', original);
    expect([response.statusCode, errorCode(response)]).toEqual([403, 'ARTWORK_NOT_ENTITLED']);
  });

  it('serves the original, private, to the holder of a pass for that template, and not the other template', async () => {
    const operator = await TestOperator.signUp(t.app);
    await withPass(operator, original);
    const response = await operator.call('GET', original);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect((await operator.call('GET', other)).statusCode).toBe(403);
  });

  it('refuses a pass whose downloads are spent (the original would be a clean print file for nothing) and an expired one', async () => {
    const spent = await TestOperator.signUp(t.app);
    await withPass(spent, original, inDays(2), 0);
    expect((await spent.call('GET', original)).statusCode).toBe(403);
    const expired = await TestOperator.signUp(t.app);
    await withPass(expired, original, inDays(-1), 3);
    expect((await expired.call('GET', original)).statusCode).toBe(403);
  });

  it('serves every original to an annual operator', async () => {
    const operator = await TestOperator.signUp(t.app);
    const plan = await operator.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 });
    expect(plan.statusCode).toBe(204);
    for (const entry of entries) expect((await operator.call('GET', entry.original)).statusCode).toBe(200);
  });

  it('answers 404 for a path that is no catalogued original, whoever asks', async () => {
    const operator = await TestOperator.signUp(t.app);
    await operator.post('/api/test-hooks/plan', { planType: 'Annuale', subscriptionStatus: 'active', currentPeriodEnd: Math.floor(Date.now() / 1000) + 3600 * 24 * 300 });
    for (const url of ['/assets/templates/matrimonio/cartolina_verticale/unknown.png', '/assets/templates/matrimonio/cartolina_verticale/..%2F..%2F..%2Fpackage.json', '/assets/templates/matrimonio/..%2Fcartolina_verticale/eucalyptus-bloom.png']) {
      const response = await operator.call('GET', url);
      expect(response.statusCode, url).toBe(404);
    }
  });
});
