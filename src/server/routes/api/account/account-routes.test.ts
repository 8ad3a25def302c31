import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountResponse } from '../../../../shared/api/account.js';
import { MeResponse } from '../../../../shared/api/me.js';
import { idpPayloads, sessions, users } from '../../../db/schema.js';
import { addressVerificationSubject } from '../../../domain/account-mails.js';
import { issueAccountToken } from '../../../domain/account-tokens.js';
import { TestBrowser, testPassword } from '../../../test-support/login-flow.js';
import { fixtureTemplate } from '../../../test-support/operator-fixture.js';
import { mailsTo, readMailLink } from '../../../test-support/read-mail-link.js';
import { solveCatalogProof } from '../../../test-support/catalog-proof.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

let t: TestApp;
let addressCounter = 0;
const nextAddress = () => `10.88.${Math.floor((addressCounter += 1) / 250)}.${(addressCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '1000', CATALOG_PROOF_OF_WORK_MAX: '1000' }, { builtInTemplates: [fixtureTemplate] });
});
afterAll(async () => {
  await t.close();
});

async function account(operator: TestOperator): Promise<AccountResponse> {
  const response = await operator.call('GET', '/api/account');
  expect(response.statusCode, response.body).toBe(200);
  return AccountResponse.parse(response.json());
}

async function isLoggedIn(browser: TestBrowser): Promise<boolean> {
  return MeResponse.parse(await browser.getJson('/api/me')).user !== null;
}

/** A client's request from the operator's public catalogue: it notifies the operator by mail. */
async function catalogRequest(operator: TestOperator, names: string) {
  const proof = await solveCatalogProof(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/save-catalog-request',
    remoteAddress: nextAddress(),
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify({
      operatorId: operator.userId,
      template: { displayName: 'Balloons Party', original: fixtureTemplate.original, preview: fixtureTemplate.preview },
      formData: { names, eventDate: '1 giugno', city: 'Roma', otherText: '', email: 'cliente@example.test', phone: '' },
      proof,
    }),
  });
}

async function notificationsTo(address: string) {
  return (await mailsTo(t.database.db, address)).filter((mail) => mail.subject === 'Nuova richiesta dal tuo catalogo');
}

/** Opens a mailed link as its reader would: the page, then its one button. */
async function openLink(browser: TestBrowser, link: string) {
  const url = new URL(link);
  const page = await browser.request('GET', url.pathname + url.search);
  const submitted = await browser.request('POST', url.pathname, { token: url.searchParams.get('token') ?? '' });
  return { page, submitted };
}

describe('the account API', () => {
  it('refuses visitors on every route', async () => {
    for (const [method, url] of [['GET', '/api/account'], ['POST', '/api/account/password'], ['POST', '/api/account/login-email'], ['POST', '/api/account/confirmation-mail'], ['POST', '/api/account/end-session']] as const) {
      const response = await t.app.inject({ method, url, headers: { origin: testPublicUrl, 'content-type': 'application/json' }, payload: method === 'POST' ? '{}' : undefined });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('describes a new account: its address waiting for confirmation, the embedded provider, this session', async () => {
    const operator = await TestOperator.signUp(t.app);
    const body = await account(operator);
    expect(body).toMatchObject({ loginEmail: operator.email, contactEmail: '', unconfirmedAddresses: [operator.email], pendingLoginEmail: null, provider: { kind: 'embedded' } });
    expect(body.sessions).toHaveLength(1);
    expect(body.sessions[0]?.isCurrent).toBe(true);
    expect((await mailsTo(t.database.db, operator.email)).map((mail) => mail.subject)).toEqual([addressVerificationSubject]);
    // Asked once: logging in again sends nothing more (the dashboard's banner offers the link again).
    await new TestBrowser(t.app).logIn(operator.email);
    expect((await mailsTo(t.database.db, operator.email)).map((mail) => mail.subject)).toEqual([addressVerificationSubject]);
  });
});

describe('confirmed addresses', () => {
  it('mails no notification to the sign-up address until its link is opened, once', async () => {
    const operator = await TestOperator.signUp(t.app);
    expect((await catalogRequest(operator, 'Prima coppia')).statusCode).toBe(201);
    expect(await notificationsTo(operator.email)).toEqual([]);

    const link = await readMailLink(t.database.db, operator.email, addressVerificationSubject);
    const reader = new TestBrowser(t.app);
    const { page, submitted } = await openLink(reader, link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain(`Conferma che ${operator.email} è il tuo indirizzo`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body).toContain('<h1>Indirizzo confermato</h1>');
    expect((await account(operator)).unconfirmedAddresses).toEqual([]);

    expect((await catalogRequest(operator, 'Seconda coppia')).statusCode).toBe(201);
    expect(await notificationsTo(operator.email)).toHaveLength(1);

    const again = await openLink(reader, link);
    expect(again.page.statusCode).toBe(400);
    expect(again.submitted.body).toContain('Questo link è già stato usato.');
  });

  it('asks to confirm a new contact address and mails the confirmed login address meanwhile', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const contact = `studio-${operator.userId}@example.test`;
    const profile = { businessName: 'Studio', logoUrl: '', contactEmail: contact, contactPhone: '', secondaryEmail: '' };
    expect((await operator.post('/api/update-user-metadata', profile)).statusCode).toBe(200);
    expect((await account(operator)).unconfirmedAddresses).toEqual([contact]);
    expect((await mailsTo(t.database.db, contact)).map((mail) => mail.subject)).toEqual([addressVerificationSubject]);

    await catalogRequest(operator, 'Coppia A');
    expect(await notificationsTo(contact)).toEqual([]);
    expect(await notificationsTo(operator.email)).toHaveLength(1);

    await operator.confirmAddress(t.database.db, contact);
    await catalogRequest(operator, 'Coppia B');
    expect(await notificationsTo(contact)).toHaveLength(1);
    expect(await notificationsTo(operator.email)).toHaveLength(1);
  });

  it('sends the link again on request, three times an hour at most, and only to the operator\'s own addresses', async () => {
    const operator = await TestOperator.signUp(t.app);
    const resend = (address: string) => operator.post('/api/account/confirmation-mail', { address });
    expect((await resend('altro@example.test')).statusCode).toBe(400);
    expect((await resend(operator.email.toUpperCase())).json()).toEqual({ status: 'sent' });
    expect((await resend(operator.email)).statusCode).toBe(200);
    const limited = await resend(operator.email);
    expect(limited.statusCode).toBe(429);
    expect((await mailsTo(t.database.db, operator.email)).filter((mail) => mail.subject === addressVerificationSubject)).toHaveLength(3);
  });

  it('refuses an expired confirmation link', async () => {
    const operator = await TestOperator.signUp(t.app);
    const token = await issueAccountToken(t.database.db, 'verify-address', { subject: operator.userId, address: operator.email }, 3_600_000, new Date(Date.now() - 2 * 3_600_000));
    const { page, submitted } = await openLink(new TestBrowser(t.app), `${testPublicUrl}/auth/verify-email?token=${token}`);
    expect(page.body).toContain('Questo link è scaduto. Richiedine uno nuovo.');
    expect(submitted.statusCode).toBe(400);
    expect((await account(operator)).unconfirmedAddresses).toEqual([operator.email]);
  });
});

describe('password change', () => {
  it('asks for the current password, judges the new one, and ends every other session', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const other = new TestBrowser(t.app);
    await other.logIn(operator.email);
    expect(await isLoggedIn(other)).toBe(true);
    expect((await account(operator)).sessions).toHaveLength(2);

    const wrong = await operator.post('/api/account/password', { currentPassword: 'non-la-mia', newPassword: 'Lanterna-Girasole-42' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'PASSWORD_WRONG', message: 'La password attuale non è corretta.' } });
    const weak = await operator.post('/api/account/password', { currentPassword: testPassword, newPassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: { code: 'PASSWORD_WEAK', details: { warning: expect.any(String) } } });
    expect(await isLoggedIn(other)).toBe(true);

    const changed = await operator.post('/api/account/password', { currentPassword: testPassword, newPassword: 'Lanterna-Girasole-42' });
    expect(changed.statusCode).toBe(200);
    expect(await isLoggedIn(other)).toBe(false);
    expect(await isLoggedIn(operator.browser)).toBe(true);
    expect((await account(operator)).sessions).toHaveLength(1);
    // This browser's refresh token survives, so its session outlives the hour of its access token.
    const [current] = await t.database.db.select({ refreshToken: sessions.refreshToken }).from(sessions).where(eq(sessions.userId, operator.userId));
    const kept = await t.database.db.select().from(idpPayloads).where(and(eq(idpPayloads.model, 'RefreshToken'), eq(idpPayloads.id, current?.refreshToken ?? '')));
    expect(kept).toHaveLength(1);
    expect((await mailsTo(t.database.db, operator.email)).map((mail) => mail.subject)).toContain('La password del tuo account Cornice è cambiata');

    const fresh = new TestBrowser(t.app);
    await fresh.logIn(operator.email, '/dashboard', 'Lanterna-Girasole-42');
    expect(await isLoggedIn(fresh)).toBe(true);
  });

  it('says the password belongs to the external provider for a user who logs in elsewhere', async () => {
    const operator = await TestOperator.signUp(t.app);
    await t.database.db.update(users).set({ oidcIssuer: 'https://login.example.test' }).where(eq(users.id, operator.userId));
    const response = await operator.post('/api/account/password', { currentPassword: testPassword, newPassword: 'Lanterna-Girasole-42' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'ACCOUNT_MANAGED_EXTERNALLY' } });
  });
});

describe('login address change', () => {
  it('changes nothing until the new address opens its link, then tells the old address', async () => {
    const operator = await TestOperator.signUpConfirmed(t.app, t.database.db);
    const newEmail = `nuovo-${operator.userId}@example.test`;
    expect((await operator.post('/api/account/login-email', { newEmail, currentPassword: 'sbagliata' })).statusCode).toBe(400);
    const requested = await operator.post('/api/account/login-email', { newEmail, currentPassword: testPassword });
    expect(requested.statusCode).toBe(202);
    expect(await account(operator)).toMatchObject({ loginEmail: operator.email, pendingLoginEmail: newEmail });

    const beforeLink = new TestBrowser(t.app);
    await beforeLink.logIn(operator.email);
    expect(await isLoggedIn(beforeLink)).toBe(true);
    const notYet = new TestBrowser(t.app);
    await notYet.logIn(newEmail);
    expect(await isLoggedIn(notYet)).toBe(false);

    const link = await readMailLink(t.database.db, newEmail, 'Conferma il nuovo indirizzo di accesso a Cornice');
    const { page, submitted } = await openLink(new TestBrowser(t.app), link);
    expect(page.body).toContain(`Da ora accederai a Cornice con ${newEmail}.`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.body).toContain('<h1>Indirizzo di accesso cambiato</h1>');

    expect(await account(operator)).toMatchObject({ loginEmail: newEmail, pendingLoginEmail: null, unconfirmedAddresses: [] });
    const notice = (await mailsTo(t.database.db, operator.email)).find((mail) => mail.subject === 'Il tuo indirizzo di accesso a Cornice è cambiato');
    expect(notice?.body).toContain(newEmail);
    const withNew = new TestBrowser(t.app);
    await withNew.logIn(newEmail);
    expect(await isLoggedIn(withNew)).toBe(true);
    const withOld = new TestBrowser(t.app);
    await withOld.logIn(operator.email);
    expect(await isLoggedIn(withOld)).toBe(false);
  });

  it('refuses an address another account logs in with', async () => {
    const [operator, neighbour] = [await TestOperator.signUp(t.app), await TestOperator.signUp(t.app)];
    const response = await operator.post('/api/account/login-email', { newEmail: neighbour.email, currentPassword: testPassword });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'EMAIL_TAKEN' } });
  });
});

describe('sessions', () => {
  it('lists the sessions with their browser and ends another one', async () => {
    const operator = await TestOperator.signUp(t.app);
    const phone = new TestBrowser(t.app);
    await phone.logIn(operator.email);
    const listed = await account(operator);
    const other = listed.sessions.find((session) => !session.isCurrent);
    expect(other?.userAgent).toBe('lightMyRequest');
    expect((await operator.post('/api/account/end-session', { sessionId: 'sconosciuta' })).statusCode).toBe(404);
    expect((await operator.post('/api/account/end-session', { sessionId: other?.id ?? '' })).statusCode).toBe(200);
    expect(await isLoggedIn(phone)).toBe(false);
    expect(await isLoggedIn(operator.browser)).toBe(true);
    // Another operator cannot end this operator's session.
    const stranger = await TestOperator.signUp(t.app);
    const mine = (await account(operator)).sessions[0]?.id ?? '';
    expect((await stranger.post('/api/account/end-session', { sessionId: mine })).statusCode).toBe(404);
    expect(await isLoggedIn(operator.browser)).toBe(true);
  });
});
