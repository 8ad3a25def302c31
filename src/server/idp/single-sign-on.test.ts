import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import type { IdpTestApp } from './idp-test-kit.js';
import { createIdpTestApp, IdpTestBrowser, openIdpTestDatabase, startAuthorization, uniqueEmail } from './idp-test-kit.js';

let database: DatabaseHandle;
let idp: IdpTestApp;

beforeAll(async () => {
  database = await openIdpTestDatabase();
  idp = await createIdpTestApp(database);
});

afterAll(async () => {
  await idp.app.close();
  await database.close();
});

const password = 'password-sicura';

/** Signs up in `browser` and follows the resume, leaving an IdP session cookie behind. */
async function signUpIn(browser: IdpTestBrowser, email = uniqueEmail()) {
  const { interactionPath } = await startAuthorization(browser, { screen_hint: 'signup' });
  const submitted = await browser.request('POST', `${interactionPath}/signup`, { form: { email, password, passwordConfirmation: password } });
  return browser.request('GET', String(submitted.headers.location));
}

describe('an existing IdP session', () => {
  it('signs the user straight back in when no screen is asked for', async () => {
    const browser = new IdpTestBrowser(idp.app);
    await signUpIn(browser);
    expect(browser.cookies.has('idp_session')).toBe(true);
    const query = new URLSearchParams({
      client_id: 'cornice-web',
      response_type: 'code',
      scope: 'openid email offline_access',
      redirect_uri: 'http://cornice.test/auth/callback',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
    });
    const response = await browser.request('GET', `/idp/auth?${query.toString()}`);
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(/^http:\/\/cornice\.test\/auth\/callback\?code=/);
  });

  it('still opens the sign-up page for screen_hint=signup, and switches account after it', async () => {
    const browser = new IdpTestBrowser(idp.app);
    await signUpIn(browser);
    const { interactionPath } = await startAuthorization(browser, { screen_hint: 'signup' });
    const page = await browser.request('GET', interactionPath);
    expect(page.body).toContain('<h1>Crea il tuo account</h1>');

    const submitted = await browser.request('POST', `${interactionPath}/signup`, {
      form: { email: uniqueEmail('secondo'), password, passwordConfirmation: password },
    });
    // oidc-provider ends the first account's session with an auto-posted form, whose inline
    // script is allowed by a hash it appends to our CSP.
    const switchPage = await browser.request('GET', String(submitted.headers.location));
    expect(switchPage.statusCode).toBe(200);
    expect(switchPage.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    const action = /<form method="post" action="([^"]+)"/.exec(switchPage.body)?.[1] ?? '';
    const fields = Object.fromEntries([...switchPage.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const loggedOut = await browser.request('POST', action, { form: fields });
    expect(loggedOut.statusCode).toBe(303);
    const resumed = await browser.request('GET', String(loggedOut.headers.location));
    expect(resumed.statusCode).toBe(303);
    expect(String(resumed.headers.location)).toMatch(/^http:\/\/cornice\.test\/auth\/callback\?code=/);
  });
});
