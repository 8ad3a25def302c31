import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MeResponse } from '../../../shared/api/me.js';
import { idpAccounts, idpPayloads } from '../../db/schema.js';
import { issueAccountToken } from '../../domain/account-tokens.js';
import { TestBrowser } from '../../test-support/login-flow.js';
import { mailsTo, readMailLink } from '../../test-support/read-mail-link.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const newEmail = () => `reset-${Date.now()}-${(counter += 1)}@example.test`;
const resetSubject = 'Reimposta la tua password di Cornice';
const newPassword = 'Lanterna-Girasole-42';

async function isLoggedIn(browser: TestBrowser): Promise<boolean> {
  return MeResponse.parse(await browser.getJson('/api/me')).user !== null;
}

function forgot(browser: TestBrowser, email: string) {
  return browser.request('POST', '/idp/password/forgot', { email });
}

async function accountIdOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: idpAccounts.id }).from(idpAccounts).where(eq(idpAccounts.email, email));
  if (row === undefined) throw new Error(`no account ${email}`);
  return row.id;
}

describe('password reset', () => {
  it('links from the login page to a form for the address', async () => {
    const browser = new TestBrowser(t.app);
    const login = await browser.get('/auth/login?returnTo=%2Fdashboard');
    expect(login.response.body).toContain('<a href="/idp/password/forgot">Password dimenticata?</a>');
    const page = await browser.request('GET', '/idp/password/forgot');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Reimposta la password</h1>');
    expect(page.body).toContain(`href="${testPublicUrl}/auth/login"`);
  });

  it('speaks English when the visitor chose it', async () => {
    const browser = new TestBrowser(t.app);
    browser.jar.set('cornice_lang', 'en');
    const page = await browser.request('GET', '/idp/password/forgot');
    expect(page.body).toContain('<h1>Reset your password</h1>');
    const sent = await forgot(browser, newEmail());
    expect(sent.body).toContain('If an account exists with this address, we have sent it a link to choose a new password. The link is valid for 30 minutes');
    expect((await browser.request('GET', '/idp/password/reset?token=inventato')).body).toContain('This link is not valid.');
  });

  it('gives the same answer for an unknown address and mails a link only to an account', async () => {
    const email = newEmail();
    await new TestBrowser(t.app).signUp(email);
    const stranger = newEmail();
    const known = await forgot(new TestBrowser(t.app), email);
    const unknown = await forgot(new TestBrowser(t.app), stranger);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.body).toContain('Se esiste un account con questo indirizzo, ti abbiamo inviato un link per scegliere una nuova password. Il link vale 30 minuti');
    expect((await mailsTo(t.database.db, email)).filter((mail) => mail.subject === resetSubject)).toHaveLength(1);
    expect(await mailsTo(t.database.db, stranger)).toEqual([]);
  });

  it('sets a strong new password once, ends every session and refresh token, and refuses the link again', async () => {
    const email = newEmail();
    const first = new TestBrowser(t.app);
    await first.signUp(email);
    const second = new TestBrowser(t.app);
    await second.logIn(email);
    expect(await isLoggedIn(first)).toBe(true);
    expect(await isLoggedIn(second)).toBe(true);
    const accountId = await accountIdOf(email);
    const tokensOfAccount = () =>
      t.database.db.select({ model: idpPayloads.model }).from(idpPayloads).where(sql`${idpPayloads.payload}->>'accountId' = ${accountId}`);
    expect((await tokensOfAccount()).map((row) => row.model)).toContain('RefreshToken');

    await forgot(new TestBrowser(t.app), email);
    const link = new URL(await readMailLink(t.database.db, email, resetSubject));
    expect(link.origin + link.pathname).toBe(`${testPublicUrl}/idp/password/reset`);
    const visitor = new TestBrowser(t.app);
    const form = await visitor.request('GET', link.pathname + link.search);
    expect(form.statusCode).toBe(200);
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.body).toContain('<h1>Scegli una nuova password</h1>');
    const token = link.searchParams.get('token') ?? '';

    const weak = await visitor.request('POST', '/idp/password/reset', { token, password: '12345678', passwordConfirmation: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('La password è troppo facile da indovinare. Questa è una password molto usata.');
    const itself = await visitor.request('POST', '/idp/password/reset', { token, password: email, passwordConfirmation: email });
    expect(itself.body).toContain('Non usare il tuo indirizzo email o parti di esso.');

    const done = await visitor.request('POST', '/idp/password/reset', { token, password: newPassword, passwordConfirmation: newPassword });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>Password aggiornata</h1>');
    expect(await isLoggedIn(first)).toBe(false);
    expect(await isLoggedIn(second)).toBe(false);
    expect(await tokensOfAccount()).toEqual([]);

    const again = await visitor.request('POST', '/idp/password/reset', { token, password: 'Altra-Password-Nuova-9', passwordConfirmation: 'Altra-Password-Nuova-9' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Questo link è già stato usato. Se ti serve ancora, richiedine uno nuovo.');
    expect((await visitor.request('GET', link.pathname + link.search)).body).toContain('Questo link è già stato usato.');

    const oldPassword = new TestBrowser(t.app);
    await oldPassword.logIn(email);
    expect(await isLoggedIn(oldPassword)).toBe(false);
    const fresh = new TestBrowser(t.app);
    await fresh.logIn(email, '/dashboard', newPassword);
    expect(await isLoggedIn(fresh)).toBe(true);
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const email = newEmail();
    await new TestBrowser(t.app).signUp(email);
    await forgot(new TestBrowser(t.app), email);
    const token = new URL(await readMailLink(t.database.db, email, resetSubject)).searchParams.get('token') ?? '';
    const use = (password: string) => new TestBrowser(t.app).request('POST', '/idp/password/reset', { token, password, passwordConfirmation: password });
    const answers = await Promise.all([use('Lanterna-Girasole-42'), use('Quaderno-Ombrello-17')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((answer) => answer.statusCode === 400);
    expect(loser?.body).toContain('Questo link è già stato usato.');
  });

  it('refuses an expired link and a made-up one with a clear Italian message', async () => {
    const email = newEmail();
    await new TestBrowser(t.app).signUp(email);
    const accountId = await accountIdOf(email);
    const longAgo = new Date(Date.now() - 31 * 60_000);
    const expired = await issueAccountToken(t.database.db, 'reset-password', { subject: accountId, address: email }, 30 * 60_000, longAgo);
    const browser = new TestBrowser(t.app);
    const page = await browser.request('GET', `/idp/password/reset?token=${expired}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Questo link è scaduto. Richiedine uno nuovo.');
    expect(page.body).toContain('href="/idp/password/forgot"');
    const post = await browser.request('POST', '/idp/password/reset', { token: expired, password: newPassword, passwordConfirmation: newPassword });
    expect(post.body).toContain('Questo link è scaduto.');
    const madeUp = await browser.request('GET', '/idp/password/reset?token=inventato');
    expect(madeUp.body).toContain('Questo link non è valido.');
    const [row] = await t.database.db.select({ hash: idpAccounts.passwordHash }).from(idpAccounts).where(and(eq(idpAccounts.id, accountId)));
    expect(row?.hash.startsWith('$argon2id$')).toBe(true);
    const stillOld = new TestBrowser(t.app);
    await stillOld.logIn(email);
    expect(await isLoggedIn(stillOld)).toBe(true);
  });

  it('mails one address at most three links an hour, with the same answer after', async () => {
    const email = newEmail();
    await new TestBrowser(t.app).signUp(email);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await forgot(new TestBrowser(t.app), email));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    expect((await mailsTo(t.database.db, email)).filter((mail) => mail.subject === resetSubject)).toHaveLength(3);
  });
});

describe('password reset rate limit per client', () => {
  it('answers 429 with an Italian page past the per-minute limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '2' });
    try {
      const browser = new TestBrowser(limited.app);
      expect((await forgot(browser, newEmail())).statusCode).toBe(200);
      expect((await forgot(browser, newEmail())).statusCode).toBe(200);
      const blocked = await forgot(browser, newEmail());
      expect(blocked.statusCode).toBe(429);
      expect(blocked.body).toContain('Troppi tentativi. Attendi un minuto e riprova.');
    } finally {
      await limited.close();
    }
  });
});
