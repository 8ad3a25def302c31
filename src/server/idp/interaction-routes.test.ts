import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { idpAccounts } from '../db/schema.js';
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

const password = 'Tramonto-Bicicletta-77';

async function openInteraction(extra: Record<string, string> = {}) {
  const browser = new IdpTestBrowser(idp.app);
  const start = await startAuthorization(browser, extra);
  return { browser, ...start };
}

async function signUp(email: string) {
  const { browser, interactionPath } = await openInteraction();
  const response = await browser.request('POST', `${interactionPath}/signup`, { form: { email, password, passwordConfirmation: password } });
  expect(response.statusCode, response.body).toBe(303);
}

/** The text of the role="alert" region, or undefined when the page has none. */
function alertText(html: string): string | undefined {
  return /<div class="idp-alert" id="form-error" role="alert">([^<]*)<\/div>/.exec(html)?.[1];
}

describe('interaction pages', () => {
  it('opens the login page by default and the sign-up page for screen_hint=signup', async () => {
    const login = await openInteraction();
    const loginPage = await login.browser.request('GET', login.interactionPath);
    expect(loginPage.statusCode).toBe(200);
    expect(loginPage.body).toContain('<h1>Accedi a Cornice</h1>');
    expect(loginPage.body).toContain(`href="${login.interactionPath}?screen=signup">Non hai un account? Registrati</a>`);
    expect(loginPage.body).toContain('autocomplete="current-password"');

    const signup = await openInteraction({ screen_hint: 'signup' });
    const signupPage = await signup.browser.request('GET', signup.interactionPath);
    expect(signupPage.statusCode).toBe(200);
    expect(signupPage.body).toContain('<h1>Crea il tuo account</h1>');
    expect(signupPage.body).toContain('<label for="passwordConfirmation">Conferma password</label>');
    expect(signupPage.body).toContain(`href="${signup.interactionPath}?screen=login">Hai già un account? Accedi</a>`);
    expect(signupPage.body.match(/autocomplete="new-password"/g)).toHaveLength(2);
  });

  it('switches screens with ?screen= and serves pages that pass a strict CSP', async () => {
    const { browser, interactionPath } = await openInteraction();
    const page = await browser.request('GET', `${interactionPath}?screen=signup`);
    expect(page.body).toContain('<h1>Crea il tuo account</h1>');
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toMatch(/<input id="email" [^>]*autocomplete="email"[^>]*autofocus/);
    expect(page.body).toContain('<link rel="stylesheet" href="/idp/static/idp.css">');
    expect(page.body).not.toMatch(/<script|<style|\sstyle=/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'; style-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('stores a trimmed, lower-cased email with an argon2id hash', async () => {
    const email = uniqueEmail('Maiuscole');
    await signUp(`  ${email.toUpperCase()} `);
    const rows = await database.db.select().from(idpAccounts).where(sql`${idpAccounts.email} = ${email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it.each([
    ['an invalid email', { email: 'non-una-email', password, passwordConfirmation: password }, 400, 'Inserisci un indirizzo email valido.'],
    ['a short password', { email: 'breve@example.com', password: 'corta', passwordConfirmation: 'corta' }, 400, 'La password deve contenere almeno 8 caratteri.'],
    ['mismatching passwords', { email: 'diverse@example.com', password, passwordConfirmation: `${password}!` }, 400, 'Le password non coincidono.'],
  ])('refuses sign-up with %s, keeping the email and not the password', async (_case, form, status, message) => {
    const { browser, interactionPath } = await openInteraction({ screen_hint: 'signup' });
    const response = await browser.request('POST', `${interactionPath}/signup`, { form });
    expect(response.statusCode).toBe(status);
    expect(alertText(response.body)).toBe(message);
    expect(response.body).toContain('<h1>Crea il tuo account</h1>');
    expect(response.body).toContain(`value="${form.email}"`);
    expect(response.body).not.toContain(`value="${form.password}"`);
    expect(response.body).toContain('aria-invalid="true"');
  });

  it.each([
    ['12345678', 'Questa è una password molto usata.'],
    ['password1', 'Questa è una password di uso comune.'],
  ])('refuses the weak password %s at sign-up and says why in Italian', async (weak, reason) => {
    const email = uniqueEmail('debole');
    const { browser, interactionPath } = await openInteraction({ screen_hint: 'signup' });
    const response = await browser.request('POST', `${interactionPath}/signup`, { form: { email, password: weak, passwordConfirmation: weak } });
    expect(response.statusCode).toBe(400);
    expect(alertText(response.body)).toContain(`La password è troppo facile da indovinare. ${reason}`);
    expect(response.body).toMatch(/<input id="password" [^>]*aria-invalid="true"/);
    expect(await database.db.select().from(idpAccounts).where(sql`${idpAccounts.email} = ${email}`)).toEqual([]);
  });

  it('refuses the address itself as a password, in the English page too', async () => {
    const email = uniqueEmail('se-stesso');
    const browser = new IdpTestBrowser(idp.app);
    browser.cookies.set('cornice_lang', 'en');
    const { interactionPath } = await startAuthorization(browser, { screen_hint: 'signup' });
    const response = await browser.request('POST', `${interactionPath}/signup`, { form: { email, password: email, passwordConfirmation: email } });
    expect(response.statusCode).toBe(400);
    expect(alertText(response.body)).toContain('This password is too easy to guess. Do not use your email address or parts of it.');
  });

  it('refuses a duplicate email whatever its case, with 409', async () => {
    const email = uniqueEmail('doppio');
    await signUp(email);
    const { browser, interactionPath } = await openInteraction({ screen_hint: 'signup' });
    const response = await browser.request('POST', `${interactionPath}/signup`, {
      form: { email: email.toUpperCase(), password, passwordConfirmation: password },
    });
    expect(response.statusCode).toBe(409);
    expect(alertText(response.body)).toBe('Esiste già un account con questa email.');
  });

  it('answers an unknown email and a wrong password alike, with 401', async () => {
    const email = uniqueEmail('accesso');
    await signUp(email);
    const unknown = await openInteraction();
    const unknownEmail = uniqueEmail();
    const unknownResponse = await unknown.browser.request('POST', `${unknown.interactionPath}/login`, { form: { email: unknownEmail, password } });
    const wrong = await openInteraction();
    const wrongResponse = await wrong.browser.request('POST', `${wrong.interactionPath}/login`, { form: { email, password: 'password-sbagliata' } });

    for (const response of [unknownResponse, wrongResponse]) {
      expect(response.statusCode).toBe(401);
      expect(alertText(response.body)).toBe('Email o password non corretti.');
      expect(response.body).not.toContain('password-sbagliata');
    }
    // The same page but for the address refilled and the interaction's own URLs.
    const normalise = (body: string, address: string, path: string) => body.replaceAll(address, 'ADDRESS').replaceAll(path, 'PATH');
    expect(normalise(unknownResponse.body, unknownEmail, unknown.interactionPath)).toBe(normalise(wrongResponse.body, email, wrong.interactionPath));
  });

  it('logs an existing account in with its email in any case', async () => {
    const email = uniqueEmail('rientro');
    await signUp(email);
    const { browser, interactionPath, uid } = await openInteraction();
    const response = await browser.request('POST', `${interactionPath}/login`, { form: { email: ` ${email.toUpperCase()}`, password } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`http://cornice.test/idp/auth/${uid}`);
    const resumed = await browser.request('GET', String(response.headers.location));
    expect(String(resumed.headers.location)).toMatch(/^http:\/\/cornice\.test\/auth\/callback\?code=/);
  });

  it('escapes what the user typed', async () => {
    const { browser, interactionPath } = await openInteraction();
    const response = await browser.request('POST', `${interactionPath}/login`, { form: { email: '"><script>alert(1)</script>', password } });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('answers an unknown or expired interaction with an Italian page and 400', async () => {
    const stranger = new IdpTestBrowser(idp.app);
    for (const response of [
      await stranger.request('GET', '/idp/interaction/sconosciuta'),
      await stranger.request('POST', '/idp/interaction/sconosciuta/login', { form: { email: 'a@example.com', password } }),
      await stranger.request('POST', '/idp/interaction/sconosciuta/signup', { form: { email: 'a@example.com', password, passwordConfirmation: password } }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('La sessione di accesso è scaduta. Riprova.');
      expect(response.body).toContain('href="http://cornice.test/auth/login"');
    }
    // A cookie for one interaction does not open another one.
    const { browser } = await openInteraction();
    const other = await openInteraction();
    expect((await browser.request('GET', other.interactionPath)).statusCode).toBe(400);
  });

  it('shows the expiry page when the finished interaction is resumed twice', async () => {
    const { browser, interactionPath } = await openInteraction();
    const email = uniqueEmail('doppio-invio');
    const first = await browser.request('POST', `${interactionPath}/signup`, { form: { email, password, passwordConfirmation: password } });
    await browser.request('GET', String(first.headers.location));
    const again = await browser.request('GET', String(first.headers.location), { headers: { accept: 'text/html' } });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('La sessione di accesso è scaduta. Riprova.');
  });

  it('serves the stylesheet with the design tokens, and nothing else from static', async () => {
    const browser = new IdpTestBrowser(idp.app);
    const css = await browser.request('GET', '/idp/static/idp.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const token of ['--color-ink: #1f2430', '--color-primary: #b4235a', '--color-bg: #faf7f5', '--radius: 10px']) {
      expect(css.body).toContain(token);
    }
    const script = await browser.request('GET', '/idp/static/logout-autosubmit.js');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await browser.request('GET', '/idp/static/..%2Fidp-messages.ts')).statusCode).toBe(404);
  });
});

describe('rate limiting', () => {
  it('limits login posts per minute and answers with an Italian page', async () => {
    const limited = await createIdpTestApp(database, 2);
    try {
      const browser = new IdpTestBrowser(limited.app);
      const { interactionPath } = await startAuthorization(browser);
      const post = () => browser.request('POST', `${interactionPath}/login`, { form: { email: 'x@example.com', password: 'x' } });
      expect((await post()).statusCode).toBe(401);
      expect((await post()).statusCode).toBe(401);
      const blocked = await post();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['content-type']).toContain('text/html');
      expect(blocked.body).toContain('Troppi tentativi. Attendi un minuto e riprova.');
      expect(blocked.body).toContain(`href="${interactionPath}"`);
    } finally {
      await limited.app.close();
    }
  });
});

describe('language', () => {
  it('renders the pages in English when the cornice_lang cookie says so', async () => {
    const browser = new IdpTestBrowser(idp.app);
    browser.cookies.set('cornice_lang', 'en');
    const { interactionPath } = await startAuthorization(browser);
    const login = await browser.request('GET', interactionPath);
    expect(login.body).toContain('<html lang="en">');
    expect(login.body).toContain('<h1>Log in to Cornice</h1>');
    expect(login.body).toContain(`href="${interactionPath}?screen=signup">No account yet? Sign up</a>`);

    const signup = await browser.request('GET', `${interactionPath}?screen=signup`);
    expect(signup.body).toContain('<label for="passwordConfirmation">Confirm password</label>');

    const wrong = await browser.request('POST', `${interactionPath}/login`, { form: { email: uniqueEmail('english'), password } });
    expect(alertText(wrong.body)).toBe('Wrong email or password.');

    const expired = await browser.request('GET', '/idp/interaction/sconosciuta');
    expect(expired.body).toContain('The login session has expired. Please try again.');
  });

  it('stays Italian for any other value of the cookie', async () => {
    const browser = new IdpTestBrowser(idp.app);
    browser.cookies.set('cornice_lang', 'fr');
    const { interactionPath } = await startAuthorization(browser);
    const login = await browser.request('GET', interactionPath);
    expect(login.body).toContain('<html lang="it">');
    expect(login.body).toContain('<h1>Accedi a Cornice</h1>');
  });
});
