import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponse } from '../../../shared/api/me.js';
import { idpPayloads, sessions, users } from '../../db/schema.js';
import { TestBrowser, testPassword } from '../../test-support/login-flow.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newEmail = () => `operator-${Date.now()}-${(counter += 1)}@example.test`;

async function me(browser: TestBrowser) {
  return MeResponse.parse(await browser.getJson('/api/me'));
}

describe('sign-up and login through the embedded provider', () => {
  it('gives a visitor the visitor answer, not an error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    const body = MeResponse.parse(response.json());
    expect(body.user).toBeNull();
    expect(body.plan).toEqual({ type: 'Gratuito', endDate: null });
    expect(body.limits.isDemo).toBe(true);
  });

  it('signs up, lands on returnTo with an HttpOnly SameSite=Lax session cookie, and is Gratuito', async () => {
    const browser = new TestBrowser(t.app);
    const email = newEmail();
    const signedUp = await browser.signUp(email, '/upload-template?x=1');
    expect(signedUp.url).toBe(`${testPublicUrl}/upload-template?x=1`);

    const body = await me(browser);
    expect(body.user?.email).toBe(email);
    expect(body.plan).toEqual({ type: 'Gratuito', endDate: null });
    expect(body.limits.canUpload).toBe(false);
    expect(body.profile?.businessName).toBe('');
    expect(JSON.stringify(body)).not.toMatch(/token/i);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, with no token for page scripts', async () => {
    const browser = new TestBrowser(t.app);
    const login = await browser.get('/auth/login?signup=1&returnTo=%2Fdashboard');
    const form = login.response.body;
    expect(form).toContain('Crea il tuo account');
    const response = await browser.submitForm(form, { email: newEmail(), password: testPassword });
    expect(response.url).toBe(`${testPublicUrl}/dashboard`);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    // The cookie value is not what the database stores (only its hash is).
    const value = browser.jar.get('cornice_session');
    expect(value).toBeDefined();
    const raw = browser.jar.rawHeaders.get('cornice_session') ?? '';
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Path=\//);
    expect(raw).not.toMatch(/Secure/i);
    expect(rows.some((r) => r.idHash === value)).toBe(false);
  });

  it('keeps a returnTo with characters a header cannot carry, percent-encoded', async () => {
    const result = await new TestBrowser(t.app).signUp(newEmail(), '/catalogo/caffè?q=€');
    expect(result.url).toBe(`${testPublicUrl}/catalogo/caff%C3%A8?q=%E2%82%AC`);
  });

  it('keys embedded-provider users by a fixed issuer, so a new PUBLIC_URL keeps their data', async () => {
    const email = newEmail();
    await new TestBrowser(t.app).signUp(email);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.oidcIssuer).toBe('embedded');
  });

  it('refuses an open redirect in returnTo', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example', '/.//evil.example/x', '/%2e%2e//evil.example/x', '/a/../..//evil.example/x']) {
      const result = await new TestBrowser(t.app).signUp(newEmail(), returnTo);
      expect(result.url).toBe(`${testPublicUrl}/dashboard`);
    }
  });

  it('logs in again with the same account and keeps one user row', async () => {
    const email = newEmail();
    await new TestBrowser(t.app).signUp(email);
    const second = new TestBrowser(t.app);
    const result = await second.logIn(email);
    expect(result.url).toBe(`${testPublicUrl}/dashboard`);
    expect((await me(second)).user?.email).toBe(email);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('logs out of both sessions and returns to the site origin', async () => {
    const browser = new TestBrowser(t.app);
    const email = newEmail();
    await browser.signUp(email);
    const logout = await browser.request('POST', '/auth/logout', {});
    expect(logout.statusCode).toBe(303);
    const endSession = await browser.follow(logout);
    // The provider asks the browser to confirm with a form, auto-submitted by a script in a real
    // browser because this logout was started by the app.
    expect(endSession.response.body).toContain('<script src="/idp/static/logout-autosubmit.js" defer></script>');
    const confirmed = await browser.submitForm(endSession.response.body, { email: '', password: '' });
    expect(confirmed.url).toBe(`${testPublicUrl}/`);
    expect((await me(browser)).user).toBeNull();
    // The provider's session is gone too: logging in asks for the password again.
    const again = await browser.get('/auth/login');
    expect(again.response.body).toContain('Accedi a Cornice');
  });

  it('lets only a logout started by the app confirm itself: a link from another site waits for a click', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signUp(newEmail());
    const logout = await browser.request('POST', '/auth/logout', {});
    const endSessionUrl = new URL(String(logout.headers.location));
    const marker = endSessionUrl.searchParams.get('cornice_logout') ?? '';
    expect(marker).toHaveLength(43);
    expect(String(logout.headers['set-cookie'])).toMatch(/cornice_logout=[\w-]{43}; Max-Age=120; Path=\/idp\/session\/end; HttpOnly; SameSite=Strict/);

    // The same page reached by a crafted link: without the marker, with another marker, or a
    // second time (the marker is spent by the first page).
    const forged = new URL(endSessionUrl);
    forged.searchParams.delete('cornice_logout');
    const wrong = new URL(endSessionUrl);
    wrong.searchParams.set('cornice_logout', 'x'.repeat(43));
    for (const url of [forged, wrong]) {
      const page = await browser.request('GET', url.pathname + url.search);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Esci');
      expect(page.body).not.toContain('logout-autosubmit.js');
    }
    // The wrong marker spent the real one too.
    const replay = await browser.request('GET', endSessionUrl.pathname + endSessionUrl.search);
    expect(replay.body).not.toContain('logout-autosubmit.js');
  });

  it('spends the marker on the first page', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signUp(newEmail());
    const logout = await browser.request('POST', '/auth/logout', {});
    const endSessionUrl = new URL(String(logout.headers.location));
    const first = await browser.request('GET', endSessionUrl.pathname + endSessionUrl.search);
    expect(first.body).toContain('logout-autosubmit.js');
    const again = await browser.request('GET', endSessionUrl.pathname + endSessionUrl.search);
    expect(again.body).not.toContain('logout-autosubmit.js');
  });

  it('rejects a callback without its login transaction', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/callback?code=abc&state=def' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('La sessione di accesso è scaduta. Riprova.');

    const english = await t.app.inject({ method: 'GET', url: '/auth/callback?code=abc&state=def', headers: { cookie: 'cornice_lang=en' } });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('The login session has expired. Please try again.');
  });

  it('renews the session with the refresh token when the access token has run out', async () => {
    const browser = new TestBrowser(t.app);
    const email = newEmail();
    await browser.signUp(email);
    const [row] = await t.database.db.select().from(sessions).orderBy(sessions.createdAt).limit(1).offset(0);
    expect(row).toBeDefined();
    const past = new Date(Date.now() - 60_000);
    await t.database.db.update(sessions).set({ accessExpiresAt: past, expiresAt: new Date(Date.now() + 3600_000) });
    const renewal = await browser.request('GET', '/api/me');
    expect(MeResponse.parse(renewal.json()).user?.email).toBe(email);
    // The renewed session's later end reaches the browser too.
    const cookie = [renewal.headers['set-cookie']].flat().find((c) => String(c).startsWith('cornice_session='));
    expect(String(cookie)).toMatch(/Max-Age=(\d{6,})/);
    const [renewed] = await t.database.db.select().from(sessions).where(eq(sessions.userId, (await me(browser)).user?.id ?? ''));
    expect(renewed?.accessExpiresAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('ends the session when the provider no longer allows a refresh', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signUp(newEmail());
    await t.database.db.delete(idpPayloads).where(eq(idpPayloads.model, 'RefreshToken'));
    await t.database.db.update(sessions).set({ accessExpiresAt: new Date(Date.now() - 60_000) });
    expect((await me(browser)).user).toBeNull();
  });
});

describe('cross-site request forgery', () => {
  it('refuses a cross-origin POST and keeps the session', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signUp(newEmail());
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
      for (const url of ['/auth/logout', '/%61uth/logout']) {
        const response = await t.app.inject({ method: 'POST', url, headers: { cookie: browser.jar.header(), ...headers } });
        expect(response.statusCode, url).toBe(403);
      }
      const response = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: browser.jar.header(), ...headers } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'CSRF_REJECTED' } });
    }
    const apiPost = await t.app.inject({
      method: 'POST',
      url: '/api/me',
      headers: { cookie: browser.jar.header(), origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(apiPost.statusCode).toBe(403);
    expect((await me(browser)).user).not.toBeNull();
  });
});

describe('over https', () => {
  it('signs up and logs in with a __Host- Secure session cookie', async () => {
    const origin = 'https://cornice.example';
    const https = await createTestApp({ PUBLIC_URL: origin });
    try {
      const discovery = (await https.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).json() as Record<string, string>;
      expect(discovery.token_endpoint).toBe(`${origin}/idp/token`);
      const browser = new TestBrowser(https.app, origin);
      const result = await browser.signUp(newEmail());
      expect(result.url).toBe(`${origin}/dashboard`);
      const raw = browser.jar.rawHeaders.get('__Host-cornice_session') ?? '';
      expect(raw).toMatch(/Secure/);
      expect(raw).toMatch(/HttpOnly/);
      expect(MeResponse.parse(await browser.getJson('/api/me')).user).not.toBeNull();
      const logout = await browser.request('POST', '/auth/logout', {});
      expect(String(logout.headers['set-cookie'])).toMatch(/__Host-cornice_session=;.*Secure/);
    } finally {
      await https.close();
    }
  });
});

describe('rate limits', () => {
  it('limits /auth/login per client', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await limited.app.inject({ method: 'GET', url: '/auth/login' })).statusCode);
      expect(statuses.slice(0, 3)).toEqual([303, 303, 303]);
      expect(statuses[4]).toBe(429);
      const body = (await limited.app.inject({ method: 'GET', url: '/auth/login' })).json();
      expect(body).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    } finally {
      await limited.close();
    }
  });
});
