import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftId } from '../../shared/drafts/create-draft-id.js';
import { robotsTxt } from '../routes/robots-route.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { createTestPng, toPngDataUrl } from '../test-support/test-png.js';

let t: TestApp;
let draftId: string;

const newDraftId = () => createDraftId('/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png', new Date(), randomBytes(16));
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

beforeAll(async () => {
  t = await createTestApp();
  const operator = await TestOperator.signUp(t.app);
  draftId = newDraftId();
  const created = await operator.post('/api/create-draft', { image: toPngDataUrl(await createTestPng(30, 20)), draftId });
  expect(created.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

function expectPrivate(response: { headers: Record<string, unknown> }) {
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-robots-tag']).toBe('noindex');
}

describe('the draft pages and files keep their secret id to themselves', () => {
  it('sends no-referrer and noindex with the client draft page', async () => {
    for (const url of ['/view/operator-1/some-draft', `/view/operator-1/${draftId}?client=Anna&date=1%20giugno&reqId=r1`, '/%76iew/operator-1/x']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectPrivate(response);
    }
  });

  it('sends them with the draft image, found or not', async () => {
    const found = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${draftId}` });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('image/png');
    expectPrivate(found);
    const missing = await t.app.inject({ method: 'GET', url: `/api/get-draft?id=${newDraftId()}` });
    expect(missing.statusCode).toBe(404);
    expectPrivate(missing);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/get-draft?id=nope' });
    expect(malformed.statusCode).toBe(400);
    expectPrivate(malformed);
  });

  it('leaves the other pages on the site-wide policy and indexable', async () => {
    for (const url of ['/', '/catalogo/operator-1', '/viewer', '/dashboard']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});

describe('GET /robots.txt', () => {
  it('is plain text that keeps crawlers off the draft pages, the API and the operator pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(`${robotsTxt}Sitemap: ${t.config.publicUrl}/sitemap.xml\n`);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const rule of ['Disallow: /view/', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /editor/']) expect(lines).toContain(rule);
    expect(lines.some((line) => line === 'Disallow: /' || line.startsWith('Disallow: /catalogo'))).toBe(false);
  });
});
