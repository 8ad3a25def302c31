import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BootState } from '../../shared/ssr/boot-state.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';

/**
 * A stand-in for dist/ssr/entry-server.js (CommonJS: the test's folder has no package.json): it
 * echoes the path, and fails on /contatti as a renderer bug would.
 */
const pageRenderer = `exports.renderPage = async ({ url }) => {
  if (url.startsWith('/contatti')) throw new Error('renderer bug');
  return '<main>rendered ' + url.replace(/[<&]/g, '') + '</main>';
};`;

let t: TestApp;
let operator: TestOperator;

const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie === undefined ? {} : { cookie }) } });

function bootStateOf(html: string): BootState | undefined {
  const json = /<script type="application\/json" id="boot-state">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as BootState);
}

beforeAll(async () => {
  t = await createTestApp({}, { pageRenderer });
  operator = await TestOperator.signUp(t.app);
  const saved = await operator.post('/api/update-user-metadata', { businessName: 'Foto Bianchi', logoUrl: '', contactEmail: 'studio@bianchi.test', contactPhone: '', secondaryEmail: 'altro@bianchi.test' });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('a server-rendered page', () => {
  it("gives a visitor the catalogue's public profile and nothing private: no session, no email", async () => {
    const response = await page(`/catalogo/${operator.userId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root" data-ssr=""><main>rendered /catalogo/${operator.userId}</main></div>`);
    const state = bootStateOf(response.body);
    expect(state?.me.user).toBeNull();
    expect(state?.me.profile).toBeNull();
    expect(state?.operator).toMatchObject({ operatorId: operator.userId, status: 'loaded', operator: { businessName: 'Foto Bianchi' } });
    expect(response.body).not.toContain('@bianchi.test');
    expect(response.body).not.toContain(operator.email);
  });

  it("carries the logged-in operator's own account, and no shared cache may keep it", async () => {
    const response = await page('/abbonamenti', operator.browser.jar.header());
    expect(bootStateOf(response.body)?.me.user).toEqual({ id: operator.userId, email: operator.email });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['vary']).toContain('Cookie');
  });

  it('is rendered in the language and with the cookie consent of the request', async () => {
    const response = await page('/supporto', 'cornice_lang=en; cookie_consent=rejected');
    expect(response.body).toContain('<html lang="en"');
    expect(bootStateOf(response.body)).toMatchObject({ language: 'en', cookieConsent: 'rejected' });
    expect(bootStateOf((await page('/supporto')).body)).toMatchObject({ language: 'it', cookieConsent: null });
  });

  it('falls back to the page the browser renders alone when the renderer fails: never a 500', async () => {
    const response = await page('/contatti');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(bootStateOf(response.body)).toBeUndefined();
  });
});
