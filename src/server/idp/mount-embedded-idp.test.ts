import { createPublicKey, verify } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import type { IdpTestApp } from './idp-test-kit.js';
import {
  basicAuth,
  createIdpTestApp,
  IdpTestBrowser,
  idpTestPublicUrl,
  idpTestRedirectUri,
  openIdpTestDatabase,
  startAuthorization,
  uniqueEmail,
} from './idp-test-kit.js';

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

interface TokenSet {
  id_token: string;
  access_token: string;
  refresh_token: string;
  scope: string;
}

/** Sign-up through the interaction pages, then the code exchange: the BFF's whole login. */
async function signUpAndGetTokens(target: IdpTestApp, email = uniqueEmail()) {
  const browser = new IdpTestBrowser(target.app);
  const start = await startAuthorization(browser, { screen_hint: 'signup' });
  const page = await browser.request('GET', start.interactionPath);
  expect(page.statusCode).toBe(200);
  const submitted = await browser.request('POST', `${start.interactionPath}/signup`, {
    form: { email, password: 'una-password-lunga-e-strana', passwordConfirmation: 'una-password-lunga-e-strana' },
  });
  expect(submitted.statusCode).toBe(303);
  const resumed = await browser.request('GET', String(submitted.headers.location));
  expect(resumed.statusCode).toBe(303);
  const callback = new URL(String(resumed.headers.location));
  expect(callback.origin + callback.pathname).toBe(idpTestRedirectUri);
  expect(callback.searchParams.get('state')).toBe(start.state);
  const code = callback.searchParams.get('code');
  expect(code).toEqual(expect.any(String));
  const tokenResponse = await target.app.inject({
    method: 'POST',
    url: '/idp/token',
    headers: { host: 'cornice.test', authorization: basicAuth(target.client), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: idpTestRedirectUri,
      code_verifier: start.codeVerifier,
    }).toString(),
  });
  expect(tokenResponse.statusCode, tokenResponse.body).toBe(200);
  return { browser, email, tokens: tokenResponse.json<TokenSet>() };
}

function refresh(target: IdpTestApp, refreshToken: string) {
  return target.app.inject({
    method: 'POST',
    url: '/idp/token',
    headers: { host: 'cornice.test', authorization: basicAuth(target.client), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
}

function decodeJwtPart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

async function jwks(target: IdpTestApp): Promise<JsonWebKey[]> {
  const response = await target.app.inject({ method: 'GET', url: '/idp/jwks', headers: { host: 'cornice.test' } });
  return response.json<{ keys: JsonWebKey[] }>().keys;
}

describe('mountEmbeddedIdp', () => {
  it('answers discovery at /idp/.well-known/openid-configuration', async () => {
    const response = await idp.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration', headers: { host: 'cornice.test' } });
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery.issuer).toBe(`${idpTestPublicUrl}/idp`);
    expect(idp.client).toEqual({ issuer: `${idpTestPublicUrl}/idp`, clientId: 'cornice-web', clientSecret: expect.any(String) });
    expect(discovery.authorization_endpoint).toBe(`${idpTestPublicUrl}/idp/auth`);
    expect(discovery.token_endpoint).toBe(`${idpTestPublicUrl}/idp/token`);
    expect(discovery.end_session_endpoint).toBe(`${idpTestPublicUrl}/idp/session/end`);
    expect(discovery.revocation_endpoint).toBe(`${idpTestPublicUrl}/idp/token/revocation`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('runs authorization code + PKCE from sign-up to tokens, and refreshes them', async () => {
    const { email, tokens } = await signUpAndGetTokens(idp);
    expect(tokens).toMatchObject({ id_token: expect.any(String), access_token: expect.any(String), refresh_token: expect.any(String) });

    const [header, payload, signature] = tokens.id_token.split('.');
    const claims = decodeJwtPart(payload);
    expect(claims).toMatchObject({ iss: `${idpTestPublicUrl}/idp`, aud: 'cornice-web', email, email_verified: false });
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
    const { kid } = decodeJwtPart(header);
    const jwk = (await jwks(idp)).find((key) => key.kid === kid);
    expect(jwk).toBeDefined();
    const isValid = verify('sha256', Buffer.from(`${header}.${payload}`), createPublicKey({ key: jwk ?? {}, format: 'jwk' }), Buffer.from(signature ?? '', 'base64url'));
    expect(isValid).toBe(true);

    const refreshed = await refresh(idp, tokens.refresh_token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json<TokenSet>()).toMatchObject({ access_token: expect.any(String), id_token: expect.any(String) });
  });

  it('refuses an authorization request without PKCE', async () => {
    const browser = new IdpTestBrowser(idp.app);
    const query = new URLSearchParams({ client_id: 'cornice-web', response_type: 'code', scope: 'openid email', redirect_uri: idpTestRedirectUri });
    const response = await browser.request('GET', `/idp/auth?${query.toString()}`);
    const location = new URL(String(response.headers.location));
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('keeps keys, client secret and tokens across a restart on the same database', async () => {
    const { tokens } = await signUpAndGetTokens(idp);
    const restarted = await createIdpTestApp(database);
    try {
      expect(restarted.client.clientSecret).toBe(idp.client.clientSecret);
      expect((await jwks(restarted)).map((key) => key.kid)).toEqual((await jwks(idp)).map((key) => key.kid));
      const refreshed = await refresh(restarted, tokens.refresh_token);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
    } finally {
      await restarted.app.close();
    }
  });

  it('logs out through an Italian page that waits for a click when the app did not start the logout', async () => {
    const { browser, tokens } = await signUpAndGetTokens(idp);
    const query = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${idpTestPublicUrl}/` });
    const page = await browser.request('GET', `/idp/session/end?${query.toString()}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="it"');
    expect(page.body).toMatch(/<form id="op\.logoutForm"[\s\S]*<input type="hidden" name="logout" value="yes"\/><\/form>/);
    expect(page.body).toMatch(/<button[^>]*form="op\.logoutForm"[^>]*>Esci<\/button>/);
    // A link to this page from anywhere (here: no marker from POST /auth/logout) must not confirm itself.
    expect(page.body).not.toContain('logout-autosubmit.js');
    expect(page.body).not.toMatch(/<script/);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${idpTestPublicUrl}`);

    // What the button (or the script clicking it) submits: the form's own fields.
    const form = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(form).toEqual({ xsrf: expect.any(String), logout: 'yes' });
    const confirmed = await browser.request('POST', '/idp/session/end/confirm', { form });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${idpTestPublicUrl}/`);
    expect(browser.cookies.has('idp_session')).toBe(false);
    // Logging out revoked the grant, so the BFF's refresh token is dead too.
    const refreshed = await refresh(idp, tokens.refresh_token);
    expect(refreshed.json<{ error: string }>().error).toBe('invalid_grant');
    // The IdP session is over: the next authorization asks for credentials again.
    const start = await startAuthorization(browser);
    expect(start.interactionPath).toMatch(/^\/idp\/interaction\//);
  });

  it('shows the Italian "Sei uscito" page when logout has no redirect', async () => {
    const browser = new IdpTestBrowser(idp.app);
    const page = await browser.request('GET', '/idp/session/end/success');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Sei uscito');
    expect(page.body).toContain(`href="${idpTestPublicUrl}/"`);
  });

  it('revokes the whole grant when the BFF revokes its refresh token', async () => {
    const { tokens } = await signUpAndGetTokens(idp);
    const revoked = await idp.app.inject({
      method: 'POST',
      url: '/idp/token/revocation',
      headers: { host: 'cornice.test', authorization: basicAuth(idp.client), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokens.refresh_token, token_type_hint: 'refresh_token' }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    const refreshed = await refresh(idp, tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json<{ error: string }>().error).toBe('invalid_grant');
  });

  it('renders protocol errors as an escaped Italian page', async () => {
    const browser = new IdpTestBrowser(idp.app);
    const response = await browser.request('GET', '/idp/auth?client_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E&response_type=code', {
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Si è verificato un errore');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('answers a NUL character in a query, a form or a path with a 4xx, never the database error as a 500', async () => {
    const browser = new IdpTestBrowser(idp.app);
    for (const url of ['/idp/auth?client_id=%00', '/idp/auth?client_id=cornice-web&response_type=code&state=%00', '/idp/session/end?client_id=%00', '/idp/%00']) {
      const response = await browser.request('GET', url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const token = await idp.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { host: 'cornice.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&client_id=%00&code=x',
    });
    expect(token.statusCode).toBeGreaterThanOrEqual(400);
    expect(token.statusCode).toBeLessThan(500);
    const refresh = await idp.app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { host: 'cornice.test', 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth(idp.client) },
      payload: 'grant_type=refresh_token&refresh_token=%00',
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    expect(refresh.statusCode).toBeLessThan(500);
  });
});
