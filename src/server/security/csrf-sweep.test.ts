import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintDatabase } from '../test-support/database-fingerprint.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Authenticated by something other than an ambient cookie: the webhook's signature, the IdP's interaction cookie bound to the URL's uid. */
const selfProtected = (url: string) => url.startsWith('/api/webhooks/') || url.startsWith('/idp/');

/** What a browser sends for each way another site can make it post to us. */
const forgeries: Record<string, { headers: Record<string, string>; payload: string }> = {
  'cross-site form POST': {
    headers: {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'requestId=x&newStatus=annullata',
  },
  'cross-site no-cors fetch': {
    headers: {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'no-cors',
      'sec-fetch-dest': 'empty',
      'content-type': 'text/plain;charset=UTF-8',
    },
    payload: '{"requestId":"x","newStatus":"annullata"}',
  },
  'same-site subdomain form POST': {
    headers: { origin: 'http://evil.localhost:8080', 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=b',
  },
  'old browser, Origin only': { headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' },
  'sandboxed frame, Origin null': { headers: { origin: 'null', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }, payload: '{}' },
};

let t: TestApp;
let operator: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  operator = await TestOperator.signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

function stateChangingRoutes() {
  return t.app.registeredRoutes
    .filter((route) => !safeMethods.has(route.method))
    .map((route) => ({ method: route.method as 'POST', url: route.url.replace(':sessionId', 'cs_sandbox_x').replace(':uid', 'x').replace('/idp/*', '/idp/token') }));
}

describe('cross-site forgery against every state-changing route', () => {
  it('refuses each kind of forged browser request with 403 CSRF_REJECTED and changes nothing, even carrying the session cookie', async () => {
    const routes = stateChangingRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const before = await fingerprintDatabase(t.database.db);
    for (const route of routes) {
      for (const [name, forgery] of Object.entries(forgeries)) {
        const response = await t.app.inject({ ...route, headers: { ...forgery.headers, cookie: operator.browser.jar.header() }, payload: forgery.payload });
        if (selfProtected(route.url)) {
          expect(response.statusCode, `${name} ${route.method} ${route.url}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${name} ${route.method} ${route.url}`).toBeLessThan(500);
        } else {
          expect(response.statusCode, `${name} ${route.method} ${route.url}`).toBe(403);
          expect(response.body).toContain('CSRF_REJECTED');
        }
      }
    }
    expect(await fingerprintDatabase(t.database.db)).toEqual(before);
    // Still logged in: the forged logout did not end the session.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: operator.browser.jar.header() } });
    expect(me.json()).toMatchObject({ user: { id: operator.userId } });
  });

  it('lets the same requests through from our own origin, so the 403s above are the guard', async () => {
    for (const route of stateChangingRoutes()) {
      if (selfProtected(route.url)) continue;
      const response = await t.app.inject({
        ...route,
        headers: { origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', cookie: operator.browser.jar.header() },
        payload: '{}',
      });
      expect(response.body, `${route.method} ${route.url}`).not.toContain('CSRF_REJECTED');
    }
  });
});
