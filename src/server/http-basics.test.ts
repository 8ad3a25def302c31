import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allErrorCodes } from '../shared/api/error-codes.js';
import { HealthResponse } from '../shared/api/health.js';
import { parseWith } from './http/parse-with.js';
import { createTestApp, type TestApp, testPublicUrl } from './test-support/test-app.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthResponse.parse(response.json())).toEqual({ status: 'ok', database: 'up', load: 'normal' });
  });
});

describe('client errors are 4xx with a catalogue code, never 500', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/does-not-exist', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(ErrorBody.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('sweeps every registered /api route with malformed JSON and wrong types', async () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(0);
    for (const route of t.app.apiRoutes) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const url = route.url.replace(/:(\w+)/g, 'x');
      for (const payload of ['{"broken": ', '[1,2', '"just a string"', '{"templateId": 42, "names": {"$ne": 1}}']) {
        const response = await t.app.inject({ method: route.method as 'POST', url, payload, headers: { 'content-type': 'application/json' } });
        expect(response.statusCode, `${route.method} ${url} with ${payload}`).toBeLessThan(500);
      }
    }
  });

  it('refuses a NUL character anywhere in a query or body with a 400, never a database error', async () => {
    const nul = '\u0000';
    const fields = ['id', 'userId', 'operatorId', 'requestId', 'draftId', 'templateId', 'names', 'name', 'email', 'message', 'changes'];
    const body = JSON.stringify({ ...Object.fromEntries(fields.map((field) => [field, `a${nul}b`])), formData: { names: nul, eventDate: 'x', city: 'y', email: 'a@b.it' } });
    for (const route of t.app.apiRoutes) {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') continue;
      const url = `${route.url.replace(/:(\w+)/g, 'x')}?id=a%00b&userId=a%00b`;
      const response = await t.app.inject({ method: route.method as 'POST', url, payload: route.method === 'GET' ? undefined : body, headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' } });
      expect(response.statusCode, `${route.method} ${url}`).toBeLessThan(500);
    }
    const operatorData = await t.app.inject({ method: 'GET', url: '/api/get-operator-data?userId=a%00b' });
    expect(operatorData.statusCode).toBe(400);
    expect(ErrorBody.parse(operatorData.json()).error.code).toBe('VALIDATION_FAILED');
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/save-catalog-request',
      payload: { operatorId: 'someone', template: { displayName: 'x', preview: '/p.jpg', original: '/o.png' }, formData: { names: `Anna${nul}`, eventDate: 'x', city: 'y', email: 'a@b.it' } },
      headers: { origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    });
    expect(request.statusCode).toBe(400);
  });
});

it('has no test hooks unless TEST_HOOKS is set', async () => {
  const response = await t.app.inject({ method: 'POST', url: '/api/test-hooks/plan', payload: {} });
  expect(response.statusCode).toBe(404);
  const clock = await t.app.inject({ method: 'POST', url: '/api/test-hooks/sandbox-clock', payload: { days: 400 } });
  expect(clock.statusCode).toBe(404);
  const elapsed = await t.app.inject({ method: 'POST', url: '/api/test-hooks/booth-pack-elapsed', payload: { layoutId: 'lay_aaaaaaaaaaaaaaaa', days: 8 } });
  expect(elapsed.statusCode).toBe(404);
});

describe('the shared error handler', () => {
  it('maps malformed JSON, wrong types, wrong media types and oversize bodies', async () => {
    // A route of the same shape as the real ones: body validated by a shared zod schema.
    const { default: Fastify } = await import('fastify');
    const { registerErrorHandling } = await import('./plugins/error-handling.js');
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/api/echo', async (request) => parseWith(z.object({ name: z.string().max(5) }), request.body));
    const post = (payload: string, type = 'application/json') =>
      app.inject({ method: 'POST', url: '/api/echo', payload, headers: { 'content-type': type } });

    expect((await post('{"name":"ok"}')).json()).toEqual({ name: 'ok' });
    const malformed = await post('{"name":');
    expect(malformed.statusCode).toBe(400);
    expect(ErrorBody.parse(malformed.json()).error.code).toBe('INVALID_JSON');
    const wrongType = await post('{"name": 12}');
    expect(wrongType.statusCode).toBe(400);
    expect(ErrorBody.parse(wrongType.json()).error.code).toBe('VALIDATION_FAILED');
    const tooLong = await post('{"name": "abcdefgh"}');
    expect(tooLong.statusCode).toBe(400);
    const media = await post('name=x', 'application/x-www-form-urlencoded');
    expect(media.statusCode).toBe(415);
    expect(ErrorBody.parse(media.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const huge = await post(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(ErrorBody.parse(huge.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    await app.close();
  });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and a referrer policy on pages, and no HSTS over http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The only framed origin: the landing page's tutorial video, after a click.
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://cornice.example' });
    try {
      const response = await https.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});

describe('the built SPA', () => {
  it('answers any client route with index.html, uncached', async () => {
    for (const url of ['/', '/dashboard', '/choose-template/matrimonio/cartolina-verticale', '/una/pagina/sconosciuta']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and others briefly; a missing asset is a 404', async () => {
    const hashed = await t.app.inject({ method: 'GET', url: '/assets/index-AbCdEf12.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/templates.json' });
    expect(plain.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope-12345678.js' });
    expect(missing.statusCode).toBe(404);
  });
});
