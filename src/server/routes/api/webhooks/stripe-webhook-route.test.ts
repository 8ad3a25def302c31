import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSessionResponse } from '../../../../shared/api/checkout.js';
import { MeResponse } from '../../../../shared/api/me.js';
import { StripeWebhookResponse } from '../../../../shared/api/stripe-webhook.js';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import { applySubscriptionState } from '../../../domain/apply-subscription-state.js';
import {
  customLayoutOrders,
  emailOutbox,
  paymentEvents,
  sandboxCheckoutSessions,
  sandboxSubscriptions,
  unlockedTemplates,
  users,
} from '../../../db/schema.js';
import { buildSandboxEvent, toStripeCheckoutSession, toStripeSubscription } from '../../../payments/sandbox/build-sandbox-event.js';
import { loadSandboxWebhookSecret } from '../../../payments/sandbox/load-sandbox-webhook-secret.js';
import { paySandboxSession } from '../../../payments/sandbox/pay-sandbox-session.js';
import { postSignedEvent } from '../../../test-support/payments-test-kit.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const templatePath = '/assets/templates/laurea/photostrip_verticale/tocco-blu.png';
const templateId = templateIdFromPath(templatePath);

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = await loadSandboxWebhookSecret(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** A sandbox checkout created through the API and marked paid, without delivering its event. */
async function paidSession(operator: TestOperator | undefined, body: unknown) {
  const response =
    operator === undefined
      ? await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { 'content-type': 'application/json', origin: testPublicUrl }, payload: JSON.stringify(body) })
      : await operator.post('/api/create-checkout-session', body);
  const { sessionId } = CheckoutSessionResponse.parse(response.json());
  const [row] = await t.database.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
  if (row === undefined) throw new Error('no session row');
  const paid = await paySandboxSession(t.database.db, row, operator === undefined ? 'visitatore@example.test' : null, new Date());
  if (paid === undefined) throw new Error('not paid');
  return paid;
}

async function passDownloads(operator: TestOperator): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ n: unlockedTemplates.downloadsRemaining })
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, operator.userId), eq(unlockedTemplates.templateId, templateId)));
  return row?.n;
}

async function planOf(operator: TestOperator) {
  return MeResponse.parse(await operator.browser.getJson('/api/me')).plan;
}

const unlock = { purchaseType: 'unlock_template', templateId, templatePath } as const;

describe('signature', () => {
  it('refuses a missing, wrong, stale or tampered signature with 400 and records nothing', async () => {
    const operator = await TestOperator.signUp(t.app);
    const { session } = await paidSession(operator, unlock);
    const event = buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(session));
    const attempts = [
      await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) }),
      await postSignedEvent(t.app, event, 'whsec_someone_else_entirely_0000000000000'),
      await postSignedEvent(t.app, event, secret, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
      await postSignedEvent(t.app, event, secret, { payload: JSON.stringify({ ...event, id: 'evt_swapped' }) }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
    }
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(0);
    expect(await passDownloads(operator)).toBeUndefined();
  });

  it('needs no same-origin headers (Stripe sends none) and takes a valid signature', async () => {
    const event = buildSandboxEvent('customer.subscription.updated', { id: 'sub_unknown_elsewhere' });
    // An event type we do not act on is still recorded and answered 200, so Stripe stops retrying.
    const ignored = { ...event, type: 'invoice.created' };
    const response = await postSignedEvent(t.app, ignored, secret);
    expect(response.statusCode).toBe(200);
    expect(StripeWebhookResponse.parse(response.json())).toEqual({ received: true, duplicate: false });
  });
});

describe('idempotency', () => {
  it('applies a replayed event once: a spent download stays spent', async () => {
    const operator = await TestOperator.signUp(t.app);
    const { session } = await paidSession(operator, unlock);
    const event = buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(session));
    expect(StripeWebhookResponse.parse((await postSignedEvent(t.app, event, secret)).json()).duplicate).toBe(false);
    expect(await passDownloads(operator)).toBe(3);
    expect((await operator.post('/api/authorize-and-decrement-download', { templateId })).statusCode).toBe(200);
    expect(await passDownloads(operator)).toBe(2);

    expect(StripeWebhookResponse.parse((await postSignedEvent(t.app, event, secret)).json()).duplicate).toBe(true);
    expect(await passDownloads(operator)).toBe(2);
    // Another event announcing the same payment does not fulfil it again either.
    const sibling = buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(session));
    expect((await postSignedEvent(t.app, sibling, secret)).statusCode).toBe(200);
    expect(await passDownloads(operator)).toBe(2);
  });

  it('fulfils a pass only when the provider says the session is paid, whatever the payload claims', async () => {
    const operator = await TestOperator.signUp(t.app);
    const response = await operator.post('/api/create-checkout-session', unlock);
    const { sessionId } = CheckoutSessionResponse.parse(response.json());
    const [row] = await t.database.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, sessionId));
    if (row === undefined) throw new Error('no row');
    const lying = { ...toStripeCheckoutSession(row), status: 'complete', payment_status: 'paid' };
    expect((await postSignedEvent(t.app, buildSandboxEvent('checkout.session.completed', lying), secret)).statusCode).toBe(200);
    expect(await passDownloads(operator)).toBeUndefined();
  });

  // On PostgreSQL (server-postgres) the deliveries run on a pool of connections at once.
  it('makes exactly one pass and one order out of 10 concurrent deliveries of one event', async () => {
    const operator = await TestOperator.signUp(t.app);
    const { session } = await paidSession(operator, unlock);
    const event = buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(session));
    const answers = await Promise.all(Array.from({ length: 10 }, () => postSignedEvent(t.app, event, secret)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => !StripeWebhookResponse.parse(r.json()).duplicate)).toHaveLength(1);
    expect(await passDownloads(operator)).toBe(3);
    expect(await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1);

    const order = await paidSession(undefined, { purchaseType: 'custom_layout' });
    const orderEvent = buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(order.session));
    const orderAnswers = await Promise.all(Array.from({ length: 10 }, () => postSignedEvent(t.app, orderEvent, secret)));
    expect(orderAnswers.filter((r) => r.statusCode === 200 && !StripeWebhookResponse.parse(r.json()).duplicate)).toHaveLength(1);
    expect(await t.database.db.select().from(customLayoutOrders).where(eq(customLayoutOrders.sessionId, order.session.id))).toHaveLength(1);
    const mails = await t.database.db.select().from(emailOutbox);
    expect(mails.filter((mail) => mail.body.includes(order.session.id))).toHaveLength(1);
  });
});

describe('subscription events out of order', () => {
  async function subscribed() {
    const operator = await TestOperator.signUp(t.app);
    const paid = await paidSession(operator, { purchaseType: 'subscription' });
    if (paid.subscription === undefined) throw new Error('no subscription');
    const completed = buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(paid.session));
    expect((await postSignedEvent(t.app, completed, secret)).statusCode).toBe(200);
    expect((await planOf(operator)).type).toBe('Annuale');
    return { operator, subscription: paid.subscription };
  }

  it("an old 'updated' arriving after 'deleted' does not bring the plan back", async () => {
    const { operator, subscription } = await subscribed();
    const oldUpdated = buildSandboxEvent('customer.subscription.updated', toStripeSubscription(subscription), new Date(Date.now() - 60_000));
    const [cancelled] = await t.database.db
      .update(sandboxSubscriptions)
      .set({ status: 'canceled' })
      .where(eq(sandboxSubscriptions.id, subscription.id))
      .returning();
    if (cancelled === undefined) throw new Error('no subscription');
    expect((await postSignedEvent(t.app, buildSandboxEvent('customer.subscription.deleted', toStripeSubscription(cancelled)), secret)).statusCode).toBe(200);
    expect((await planOf(operator)).type).toBe('Gratuito');
    expect((await postSignedEvent(t.app, oldUpdated, secret)).statusCode).toBe(200);
    expect((await planOf(operator)).type).toBe('Gratuito');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, operator.userId));
    expect(user?.subscriptionStatus).toBe('canceled');
  });

  it("a late 'deleted' of a subscription that was renewed since does not end it", async () => {
    const { operator, subscription } = await subscribed();
    const staleDeleted = buildSandboxEvent('customer.subscription.deleted', { ...toStripeSubscription(subscription), status: 'canceled' });
    expect((await postSignedEvent(t.app, staleDeleted, secret)).statusCode).toBe(200);
    expect((await planOf(operator)).type).toBe('Annuale');
  });

  it('drops a state read before the one already stored', async () => {
    const { operator, subscription } = await subscribed();
    const state = { id: subscription.id, status: 'canceled', currentPeriodEnd: 0, cancelAt: null, userId: operator.userId, customerId: subscription.customerId };
    const result = await t.database.db.transaction((tx) => applySubscriptionState(tx, operator.userId, state, new Date(Date.now() - 3600_000)));
    expect(result).toBe('stale');
    expect((await planOf(operator)).type).toBe('Annuale');
  });

  it('keeps a pass bought during the subscription when the subscription ends', async () => {
    const { operator, subscription } = await subscribed();
    const { session } = await paidSession(operator, unlock);
    expect((await postSignedEvent(t.app, buildSandboxEvent('checkout.session.completed', toStripeCheckoutSession(session)), secret)).statusCode).toBe(200);
    expect((await planOf(operator)).type).toBe('Annuale');
    const [cancelled] = await t.database.db.update(sandboxSubscriptions).set({ status: 'canceled' }).where(eq(sandboxSubscriptions.id, subscription.id)).returning();
    if (cancelled === undefined) throw new Error('no subscription');
    expect((await postSignedEvent(t.app, buildSandboxEvent('customer.subscription.deleted', toStripeSubscription(cancelled)), secret)).statusCode).toBe(200);
    expect((await planOf(operator)).type).toBe('Una Tantum');
    expect(await passDownloads(operator)).toBe(3);
  });
});
