import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckoutSessionResponse, PortalSessionResponse } from '../../../../shared/api/checkout.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { MeResponse } from '../../../../shared/api/me.js';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import { customLayoutOrders, emailOutbox, sandboxCheckoutSessions, unlockedTemplates, users } from '../../../db/schema.js';
import { cardMessages } from '../../../payments/sandbox/check-test-card.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { hiddenValue, localPath, postForm } from '../../../test-support/payments-test-kit.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });

const templatePath = '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png';
const templateId = templateIdFromPath(templatePath);
const unlock = { purchaseType: 'unlock_template', templateId, templatePath } as const;
const dayMs = 24 * 3600 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function visitorPost(url: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(body),
  });
}

async function startCheckout(operator: TestOperator | undefined, body: unknown) {
  const response = operator === undefined ? await visitorPost('/api/create-checkout-session', body) : await operator.post('/api/create-checkout-session', body);
  expect(response.statusCode, response.body).toBe(200);
  const session = CheckoutSessionResponse.parse(response.json());
  expect(session.url).toBe(`${testPublicUrl}/sandbox/checkout/${session.sessionId}`);
  const page = await t.app.inject({ method: 'GET', url: localPath(session.url) });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  return { ...session, html: page.body, token: hiddenValue(page.body, 'token') };
}

function pay(session: { url: string; token: string }, cardNumber: string, extra: Record<string, string> = {}) {
  return postForm(t.app, session.url, { token: session.token, action: 'pay', cardNumber, expiry: '', cvc: '', ...extra });
}

async function me(operator: TestOperator) {
  return MeResponse.parse(await operator.browser.getJson('/api/me'));
}

async function passOf(operator: TestOperator) {
  const [row] = await t.database.db
    .select()
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, operator.userId), eq(unlockedTemplates.templateId, templateId)));
  return row;
}

async function expectError(response: { statusCode: number; json: () => unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = ErrorBody.parse(response.json());
  expect(body.error.code).toBe(code);
  return body.error.message;
}

describe('POST /api/create-checkout-session', () => {
  it('sends visitors to login for a pass or the annual plan, but sells them a custom layout', async () => {
    await expectError(await visitorPost('/api/create-checkout-session', unlock), 401, 'UNAUTHENTICATED');
    await expectError(await visitorPost('/api/create-checkout-session', { purchaseType: 'subscription' }), 401, 'UNAUTHENTICATED');
    const response = await visitorPost('/api/create-checkout-session', { purchaseType: 'custom_layout' });
    expect(response.statusCode).toBe(200);
    expect(CheckoutSessionResponse.parse(response.json()).sessionId).toMatch(/^cs_sandbox_/);
  });

  it("refuses a price other than the server's and accepts the configured one", async () => {
    const operator = await TestOperator.signUp(t.app);
    const wrong = await operator.post('/api/create-checkout-session', { ...unlock, priceId: 'price_cheaper' });
    expect(await expectError(wrong, 400, 'PRICE_MISMATCH')).toBe('Il prezzo indicato non corrisponde a questo acquisto.');
    const right = await operator.post('/api/create-checkout-session', { ...unlock, priceId: 'price_sandbox_unlock_template' });
    expect(right.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, CheckoutSessionResponse.parse(right.json()).sessionId));
    expect(row).toMatchObject({ purchaseType: 'unlock_template', priceId: 'price_sandbox_unlock_template', amountCents: 2500, userId: operator.userId, templateId, templatePath, status: 'open' });
    expect(row?.successUrl).toBe(`${testPublicUrl}/grazie?session_id={CHECKOUT_SESSION_ID}`);
    expect(row?.cancelUrl).toBe(`${testPublicUrl}/pagamento-annullato`);
  });

  it('refuses a template outside the built-in ones or whose id does not match its path', async () => {
    const operator = await TestOperator.signUp(t.app);
    for (const body of [
      { ...unlock, templatePath: '/etc/passwd', templateId: templateIdFromPath('/etc/passwd') },
      { ...unlock, templatePath: '/assets/templates/../../secret.png', templateId: templateIdFromPath('/assets/templates/../../secret.png') },
      { ...unlock, templateId: 'some_other_template' },
      { ...unlock, templatePath: 'https://evil.example/assets/templates/a/b/c.png', templateId: templateIdFromPath('https://evil.example/assets/templates/a/b/c.png') },
    ]) {
      await expectError(await operator.post('/api/create-checkout-session', body), 400, 'TEMPLATE_INVALID');
    }
    await expectError(await operator.post('/api/create-checkout-session', { purchaseType: 'unlock_template' }), 400, 'VALIDATION_FAILED');
    await expectError(await operator.post('/api/create-checkout-session', { purchaseType: 'gift_card' }), 400, 'VALIDATION_FAILED');
  });

  it('refuses cross-site requests', async () => {
    const operator = await TestOperator.signUp(t.app);
    const response = await operator.post('/api/create-checkout-session', unlock, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    await expectError(response, 403, 'CSRF_REJECTED');
  });
});

describe('a price that is not configured', () => {
  it("answers 503 with the spec's message 'ID del prezzo non configurato.' and calls no provider", async () => {
    const stripe = await createTestApp({
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_offline',
      STRIPE_WEBHOOK_SECRET: 'whsec_offline',
      PRICE_UNLOCK_TEMPLATE: 'price_unlock',
    });
    try {
      const response = await stripe.app.inject({
        method: 'POST',
        url: '/api/create-checkout-session',
        headers: { 'content-type': 'application/json', origin: testPublicUrl },
        payload: JSON.stringify({ purchaseType: 'custom_layout' }),
      });
      expect(response.statusCode).toBe(503);
      expect(ErrorBody.parse(response.json()).error).toEqual({ code: 'PRICE_NOT_CONFIGURED', message: 'ID del prezzo non configurato.' });
    } finally {
      await stripe.close();
    }
  });
});

describe('the sandbox checkout page', () => {
  it('sells the pass: declined card changes nothing, 4242 unlocks the template and lands on /grazie', async () => {
    const operator = await TestOperator.signUp(t.app);
    const session = await startCheckout(operator, unlock);
    expect(session.html).toContain('Sblocca template');
    expect(session.html).toContain('€25');
    expect(session.html).toContain('<label for="cardNumber">Numero della carta</label>');
    expect(session.html).toContain('>Paga</button>');
    expect(session.html).toContain('>Annulla</button>');
    expect(session.html).toContain('href="/sandbox/static/sandbox.css"');
    expect(session.html).not.toMatch(/<script|style=/);

    const declined = await pay(session, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(cardMessages.declined);
    expect(declined.body).toContain('Carta rifiutata: il pagamento non è andato a buon fine.');
    expect(await passOf(operator)).toBeUndefined();
    expect((await me(operator)).plan.type).toBe('Gratuito');

    const invalid = await pay(session, '1234');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain(cardMessages.malformed);
    const unknown = await pay(session, '5555 5555 5555 4444');
    expect(unknown.body).toContain(cardMessages.unknownCard);
    expect(await passOf(operator)).toBeUndefined();

    const before = Date.now();
    const paid = await pay(session, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${testPublicUrl}/grazie?session_id=${session.sessionId}`);
    const pass = await passOf(operator);
    expect(pass).toMatchObject({ downloadsRemaining: 3, originalPath: templatePath });
    expect(Math.abs((pass?.unlockExpiryDate.getTime() ?? 0) - (before + 7 * dayMs))).toBeLessThan(60_000);
    const account = await me(operator);
    expect(account.plan.type).toBe('Una Tantum');
    expect(account.unlockedTemplates[templateId]?.downloads_remaining).toBe(3);

    // Paying the same session again is not possible; the page says it is done.
    const again = await pay(session, '4242424242424242');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Pagamento già completato');
  });

  it('renews a pass bought again: back to 3 downloads and 7 days from now', async () => {
    const operator = await TestOperator.signUp(t.app);
    expect((await pay(await startCheckout(operator, unlock), '4242424242424242')).statusCode).toBe(303);
    await t.database.db
      .update(unlockedTemplates)
      .set({ downloadsRemaining: 0, unlockExpiryDate: new Date(Date.now() + dayMs) })
      .where(eq(unlockedTemplates.userId, operator.userId));
    expect((await pay(await startCheckout(operator, unlock), '4242424242424242')).statusCode).toBe(303);
    const pass = await passOf(operator);
    expect(pass?.downloadsRemaining).toBe(3);
    expect((pass?.unlockExpiryDate.getTime() ?? 0) - Date.now()).toBeGreaterThan(6.9 * dayMs);
  });

  it("'Annulla' goes to /pagamento-annullato and nothing is bought", async () => {
    const operator = await TestOperator.signUp(t.app);
    const session = await startCheckout(operator, unlock);
    const response = await postForm(t.app, session.url, { token: session.token, action: 'cancel' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${testPublicUrl}/pagamento-annullato`);
    expect(await passOf(operator)).toBeUndefined();
  });

  it('refuses a form without the session token, and cross-site posts', async () => {
    const operator = await TestOperator.signUp(t.app);
    const session = await startCheckout(operator, unlock);
    const forged = await postForm(t.app, session.url, { token: 'forged', action: 'pay', cardNumber: '4242424242424242' });
    expect(forged.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: localPath(session.url),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({ token: session.token, action: 'pay', cardNumber: '4242424242424242' }).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await passOf(operator)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_sandbox_unknown' })).statusCode).toBe(404);
  });

  it('sells the annual plan: €590/anno (790 struck through), plan Annuale for a year, no second subscription', async () => {
    const operator = await TestOperator.signUp(t.app);
    const session = await startCheckout(operator, { purchaseType: 'subscription' });
    expect(session.html).toContain('Annuale PRO');
    expect(session.html).toMatch(/€590<span class="sandbox-period">\/anno<\/span> <s>€790<\/s>/);
    expect((await pay(session, '4242424242424242')).statusCode).toBe(303);
    const plan = (await me(operator)).plan;
    expect(plan.type).toBe('Annuale');
    const daysLeft = (new Date(plan.endDate ?? 0).getTime() - Date.now()) / dayMs;
    expect(daysLeft).toBeGreaterThan(364);
    expect(daysLeft).toBeLessThan(367);

    const again = await operator.post('/api/create-checkout-session', { purchaseType: 'subscription' });
    expect(await expectError(again, 409, 'ALREADY_SUBSCRIBED')).toContain('abbonamento Annuale attivo');
  });

  it('sells a custom layout to a visitor: asks the email, records the order, queues a mail to support and a confirmation to the buyer', async () => {
    const session = await startCheckout(undefined, { purchaseType: 'custom_layout' });
    expect(session.html).toContain('Layout su Misura');
    expect(session.html).toContain('€69,00');
    expect(session.html).toContain('name="email"');
    const noEmail = await pay(session, '4242424242424242');
    expect(noEmail.statusCode).toBe(422);
    const paid = await pay(session, '4242424242424242', { email: 'sposi@example.test' });
    expect(paid.statusCode).toBe(303);
    // /grazie tells what happens next for this purchase, not that a plan changed.
    expect(paid.headers.location).toBe(`${testPublicUrl}/grazie?session_id=${session.sessionId}&acquisto=layout-su-misura`);
    const orders = await t.database.db.select().from(customLayoutOrders).where(eq(customLayoutOrders.sessionId, session.sessionId));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ email: 'sposi@example.test', amountCents: 6900, userId: null });
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'supporto@cornice.app'));
    const mail = mails.find((m) => m.body.includes(session.sessionId));
    expect(mail?.subject).toContain('Layout su Misura');
    expect(mail?.body).toContain('€69,00');
    // The buyer is told too: the order, what happens next and what to prepare; an answer reaches support.
    const [confirmation, ...more] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'sposi@example.test'));
    expect(more).toHaveLength(0);
    expect(confirmation).toMatchObject({ subject: 'Layout su Misura: abbiamo ricevuto il tuo ordine', replyTo: 'supporto@cornice.app' });
    expect(confirmation?.body).toContain(`Ordine: ${orders[0]?.id ?? 'none'}`);
    expect(confirmation?.body).toContain('Entro 24 ore lavorative un nostro grafico ti scrive a questo indirizzo');
    expect(confirmation?.body).toContain('Cosa preparare:');
  });
});

describe('the billing portal', () => {
  it('refuses visitors and operators who never paid', async () => {
    await expectError(await visitorPost('/api/create-portal-session', {}), 401, 'UNAUTHENTICATED');
    const operator = await TestOperator.signUp(t.app);
    const message = await expectError(await operator.post('/api/create-portal-session', {}), 409, 'NO_BILLING_ACCOUNT');
    expect(message).toContain('abbonamento');
  });

  it('cancels the sandbox subscription at the period end and resumes it, through signed webhooks', async () => {
    const operator = await TestOperator.signUp(t.app);
    expect((await pay(await startCheckout(operator, { purchaseType: 'subscription' }), '4242424242424242')).statusCode).toBe(303);
    const plan = (await me(operator)).plan;
    const firstEnd = new Date(plan.endDate ?? 0).getTime();
    expect((firstEnd - Date.now()) / dayMs).toBeGreaterThanOrEqual(364);

    const openPortal = async (query = '') => {
      const response = await operator.post('/api/create-portal-session', {});
      expect(response.statusCode).toBe(200);
      const { url } = PortalSessionResponse.parse(response.json());
      const page = await t.app.inject({ method: 'GET', url: localPath(url) + query });
      expect(page.statusCode).toBe(200);
      return page.body;
    };
    const portal = await openPortal();
    expect(portal).toContain('Annuale PRO');
    expect(portal).toContain(new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }).format(new Date(firstEnd)));
    expect(portal).toContain('Annulla abbonamento');
    const confirmation = await openPortal('&step=confirm-cancel');
    const form = { token: hiddenValue(confirmation, 'token'), subscriptionId: hiddenValue(confirmation, 'subscriptionId') };

    const cancelled = await postForm(t.app, '/sandbox/portal', { ...form, action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${testPublicUrl}/abbonamenti`);
    expect((await me(operator)).plan).toEqual({ ...plan, cancelAt: plan.endDate });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, operator.userId));
    expect(user?.subscriptionStatus).toBe('active');

    const resumed = await postForm(t.app, '/sandbox/portal', { ...form, action: 'resume' });
    expect(resumed.statusCode).toBe(303);
    expect((await me(operator)).plan).toEqual(plan);
    // 'renew' is for an ended subscription: on an active one it changes nothing.
    const renewed = await postForm(t.app, '/sandbox/portal', { ...form, action: 'renew' });
    expect(renewed.statusCode).toBe(303);
    expect((await me(operator)).plan).toEqual(plan);
  });

  it('refuses a forged or tampered portal token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sandbox/portal?token=abc.def' })).statusCode).toBe(403);
    const forged = await postForm(t.app, '/sandbox/portal', { token: 'abc.def', subscriptionId: 'sub_x', action: 'cancel' });
    expect(forged.statusCode).toBe(403);
  });
});

describe('the sandbox pages in English', () => {
  it('follow the cornice_lang cookie: texts, product and a British price', async () => {
    const response = await visitorPost('/api/create-checkout-session', { purchaseType: 'custom_layout' });
    const session = CheckoutSessionResponse.parse(response.json());
    const cookie = 'cornice_lang=en';
    const page = await t.app.inject({ method: 'GET', url: localPath(session.url), headers: { cookie } });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Complete your payment</h1>');
    expect(page.body).toContain('Custom Layout');
    expect(page.body).toContain('€69.00');
    expect(page.body).toContain('<label for="cardNumber">Card number</label>');
    expect(page.body).toContain('>Pay</button>');

    const form = { token: hiddenValue(page.body, 'token'), action: 'pay', email: 'cliente@example.com', cardNumber: '1234', expiry: '', cvc: '' };
    const invalid = await postForm(t.app, session.url, form, cookie);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body).toContain('Enter the card number: 12 to 19 digits, spaces allowed.');
  });
});
