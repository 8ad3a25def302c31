import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../test-support/login-flow.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name.toLowerCase(), values.join(' ')];
      }),
  );
}

function expectSafeHtmlHeaders(label: string, response: LightMyRequestResponse, https: boolean): void {
  const csp = response.headers['content-security-policy'];
  expect(csp, `${label}: CSP`).toBeTypeOf('string');
  const policy = directives(String(csp));
  expect(policy.get('object-src'), `${label}: object-src`).toBe("'none'");
  expect(policy.get('base-uri'), `${label}: base-uri`).toBe("'none'");
  expect(["'none'", "'self'"], `${label}: frame-ancestors`).toContain(policy.get('frame-ancestors'));
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? '';
  expect(scripts, `${label}: script-src`).not.toBe('');
  expect(scripts, `${label}: inline script`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(response.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(['no-referrer', 'strict-origin-when-cross-origin', 'same-origin'], `${label}: referrer`).toContain(response.headers['referrer-policy']);
  if (https) expect(String(response.headers['strict-transport-security']), `${label}: HSTS`).toContain('max-age=31536000');
  else expect(response.headers['strict-transport-security'], `${label}: no HSTS over http`).toBeUndefined();
  // No inline script in the page itself: every <script> has a src.
  for (const tag of response.body.match(/<script\b[^>]*>/gi) ?? []) expect(tag, `${label}: inline script`).toMatch(/\bsrc=/i);
}

const isHtml = (response: LightMyRequestResponse) => String(response.headers['content-type'] ?? '').startsWith('text/html');

/** Every HTML page the server can produce, reached the way a browser reaches it. */
async function collectHtmlPages(t: TestApp): Promise<Map<string, LightMyRequestResponse>> {
  const pages = new Map<string, LightMyRequestResponse>();
  const add = (label: string, response: LightMyRequestResponse) => {
    if (isHtml(response)) pages.set(label, response);
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  // Every registered GET route outside /api, placeholders filled, and the SPA's own routes.
  for (const route of t.app.registeredRoutes) {
    if (route.method !== 'GET' || route.url.startsWith('/api/')) continue;
    const url = route.url.replace(/:(\w+)/g, 'x').replace('*', 'x');
    add(`GET ${route.url}`, await get(url));
  }
  for (const url of ['/', '/dashboard', '/view/abc', '/abbonamenti', '/catalogo/someone', '/contatti', '/prova', '/pagina/che/non/esiste']) add(`SPA ${url}`, await get(url));
  // The IdP's login and sign-up pages, its notice page and its logout page.
  const browser = new TestBrowser(t.app, t.config.publicUrl);
  add('IdP sign-up page', (await browser.get('/auth/login?signup=1')).response);
  add('IdP login page', (await browser.get('/auth/login')).response);
  add('IdP expired interaction', await get('/idp/interaction/unknown-uid'));
  add('IdP logout page', await get('/idp/session/end'));
  // Our auth error page.
  add('auth error page', await get('/auth/callback?error=access_denied&state=unknown'));
  // The sandbox checkout, its error page and the portal's.
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    payload: JSON.stringify({ purchaseType: 'custom_layout' }),
  });
  const checkoutUrl = new URL((checkout.json() as { url: string }).url);
  add('sandbox checkout page', await get(checkoutUrl.pathname));
  add('sandbox checkout, unknown session', await get('/sandbox/checkout/cs_sandbox_unknown'));
  add('sandbox portal without token', await get('/sandbox/portal'));
  return pages;
}

describe('headers of every HTML response', () => {
  let http: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    [http, https] = await Promise.all([createTestApp(), createTestApp({ PUBLIC_URL: 'https://cornice.example' })]);
  });
  afterAll(async () => {
    await Promise.all([http.close(), https.close()]);
  });

  it.each([
    ['http', false],
    ['https', true],
  ] as const)('over %s: a CSP without inline script, object-src and base-uri none, frame-ancestors, nosniff and a referrer policy', async (_name, isHttps) => {
    const t = isHttps ? https : http;
    const pages = await collectHtmlPages(t);
    for (const label of ['SPA /', 'SPA /dashboard', 'IdP sign-up page', 'IdP login page', 'IdP expired interaction', 'auth error page', 'sandbox checkout page', 'sandbox portal without token']) {
      expect([...pages.keys()], label).toContain(label);
    }
    for (const [label, response] of pages) expectSafeHtmlHeaders(label, response, isHttps);
  });
});
