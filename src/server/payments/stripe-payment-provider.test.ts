import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSessionResponse, PortalSessionResponse } from '../../shared/api/checkout.js';
import { MeResponse } from '../../shared/api/me.js';
import { templateIdFromPath } from '../../shared/catalog/template-id.js';
import { unlockedTemplates, users } from '../db/schema.js';
import { postSignedEvent } from '../test-support/payments-test-kit.js';
import { type RecordedStripeRequest, StripeStandIn } from '../test-support/stripe-stand-in.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';
import { WebhookSignatureError } from './payment-provider.js';
import { StripePaymentProvider } from './stripe-payment-provider.js';

const webhookSecret = 'whsec_offline_test_secret';
const templatePath = '/assets/templates/compleanno/cartolina_orizzontale/palloncini.png';
const templateId = templateIdFromPath(templatePath);
const urls = { successUrl: 'https://cornice.example/grazie?session_id={CHECKOUT_SESSION_ID}', cancelUrl: 'https://cornice.example/pagamento-annullato' };

/** Stripe's answers, keyed by what the client asks; sessions are kept as the tests create them. */
function createStandIn() {
  const sessions = new Map<string, Record<string, unknown>>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const standIn = new StripeStandIn((request: RecordedStripeRequest) => {
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const id = `cs_test_${sessions.size + 1}`;
      return { body: { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` } };
    }
    const retrieved = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(request.path);
    if (request.method === 'GET' && retrieved?.[1] !== undefined) {
      const session = sessions.get(retrieved[1]);
      return session === undefined ? { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such session' } } } : { body: session };
    }
    const subscription = /^\/v1\/subscriptions\/([^/?]+)/.exec(request.path)?.[1];
    if (request.method === 'GET' && subscription !== undefined && subscriptions.has(subscription)) {
      return { body: subscriptions.get(subscription) };
    }
    if (request.method === 'GET' && request.path.startsWith('/v1/subscriptions/sub_test_1')) {
      return {
        body: {
          id: 'sub_test_1',
          object: 'subscription',
          status: 'active',
          customer: 'cus_test_1',
          metadata: { userId: 'user-from-metadata' },
          items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', current_period_end: 1_900_000_000 }] },
        },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
      return { body: { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.com/p/session/test_1' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `unexpected ${request.method} ${request.path}` } } };
  });
  return { standIn, sessions, subscriptions };
}

/** A yearly subscription as Stripe's API (2025-03-31 on) returns it: the period is on the item. */
function stripeSubscription(id: string, fields: { userId: string; status?: string; cancelAtPeriodEnd?: boolean; cancelAt?: number | null }) {
  return {
    id,
    object: 'subscription',
    status: fields.status ?? 'active',
    customer: 'cus_test_2',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: fields.cancelAt ?? null,
    metadata: { userId: fields.userId, purchaseType: 'subscription' },
    items: { object: 'list', data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: 1_900_000_000 }] },
  };
}

describe('StripePaymentProvider (offline)', () => {
  it('sends the exact Checkout Session parameters for each purchase type', async () => {
    const { standIn } = createStandIn();
    const provider = new StripePaymentProvider({ secretKey: 'sk_test_offline', webhookSecret, httpClient: standIn });
    const user = { id: 'user-1', email: 'op@example.test', customerId: null };

    const pass = await provider.createCheckoutSession({ purchaseType: 'unlock_template', priceId: 'price_pass', user, templateId, templatePath, ...urls });
    expect(pass).toEqual({ sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    await provider.createCheckoutSession({ purchaseType: 'subscription', priceId: 'price_year', user: { ...user, customerId: 'cus_known' }, ...urls });
    await provider.createCheckoutSession({ purchaseType: 'custom_layout', priceId: 'price_custom', user: null, ...urls });

    const [unlockRequest, subscriptionRequest, customRequest] = standIn.requests;
    expect(unlockRequest).toMatchObject({ method: 'POST', host: 'api.stripe.com', path: '/v1/checkout/sessions' });
    expect(unlockRequest?.headers.Authorization).toBe('Bearer sk_test_offline');
    expect(Object.fromEntries(unlockRequest?.params ?? [])).toEqual({
      mode: 'payment',
      'line_items[0][price]': 'price_pass',
      'line_items[0][quantity]': '1',
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      locale: 'it',
      client_reference_id: 'user-1',
      customer_email: 'op@example.test',
      customer_creation: 'always',
      'metadata[purchaseType]': 'unlock_template',
      'metadata[userId]': 'user-1',
      'metadata[templateId]': templateId,
      'metadata[templatePath]': templatePath,
    });
    expect(Object.fromEntries(subscriptionRequest?.params ?? [])).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_year',
      'line_items[0][quantity]': '1',
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      locale: 'it',
      client_reference_id: 'user-1',
      customer: 'cus_known',
      'metadata[purchaseType]': 'subscription',
      'metadata[userId]': 'user-1',
      'subscription_data[metadata][purchaseType]': 'subscription',
      'subscription_data[metadata][userId]': 'user-1',
    });
    expect(Object.fromEntries(customRequest?.params ?? [])).toEqual({
      mode: 'payment',
      'line_items[0][price]': 'price_custom',
      'line_items[0][quantity]': '1',
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
      locale: 'it',
      'metadata[purchaseType]': 'custom_layout',
    });
  });

  it('verifies signed payloads with constructEvent and refuses wrong or stale ones', () => {
    const provider = new StripePaymentProvider({ secretKey: 'sk_test_offline', webhookSecret });
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', created: 1, data: { object: { id: 'cs_1' } } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(provider.verifyWebhook(Buffer.from(payload), header).id).toBe('evt_1');
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.verifyWebhook(Buffer.from(payload), wrong)).toThrow(WebhookSignatureError);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(() => provider.verifyWebhook(Buffer.from(payload), stale)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(Buffer.from(`${payload} `), header)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });

  it("reads a subscription's period end from its items", async () => {
    const { standIn } = createStandIn();
    const provider = new StripePaymentProvider({ secretKey: 'sk_test_offline', webhookSecret, httpClient: standIn });
    expect(await provider.retrieveSubscription('sub_test_1')).toEqual({
      id: 'sub_test_1',
      status: 'active',
      currentPeriodEnd: 1_900_000_000,
      cancelAt: null,
      userId: 'user-from-metadata',
      customerId: 'cus_test_1',
    });
  });
});

describe('the app on PAYMENTS_PROVIDER=stripe (offline)', () => {
  let t: TestApp;
  const { standIn, sessions, subscriptions } = createStandIn();
  beforeAll(async () => {
    t = await createTestApp(
      {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_offline',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        PRICE_UNLOCK_TEMPLATE: 'price_pass',
        PRICE_SUBSCRIPTION: 'price_year',
      },
      { stripeHttpClient: standIn },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens Stripe Checkout, fulfils from the re-read session, then opens the billing portal', async () => {
    const operator = await TestOperator.signUp(t.app);
    const created = await operator.post('/api/create-checkout-session', { purchaseType: 'unlock_template', templateId, templatePath });
    expect(created.statusCode).toBe(200);
    const { sessionId, url } = CheckoutSessionResponse.parse(created.json());
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const sent = standIn.requests.at(-1);
    expect(sent?.params.get('success_url')).toBe(`${testPublicUrl}/grazie?session_id={CHECKOUT_SESSION_ID}`);
    expect(sent?.params.get('client_reference_id')).toBe(operator.userId);

    // What Stripe holds once the buyer has paid.
    sessions.set(sessionId, {
      id: sessionId,
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      mode: 'payment',
      client_reference_id: operator.userId,
      customer: 'cus_test_1',
      customer_email: operator.email,
      customer_details: { email: operator.email },
      subscription: null,
      amount_total: 2500,
      metadata: { purchaseType: 'unlock_template', userId: operator.userId, templateId, templatePath },
    });
    // The payload may say anything: fulfilment reads the session from Stripe.
    const event = { id: 'evt_stripe_1', object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: { id: sessionId, metadata: { templateId: 'forged' } } } };
    const delivered = await postSignedEvent(t.app, event, webhookSecret);
    expect(delivered.statusCode).toBe(200);
    expect(standIn.requests.some((r) => r.method === 'GET' && r.path.startsWith(`/v1/checkout/sessions/${sessionId}`))).toBe(true);
    const [pass] = await t.database.db
      .select()
      .from(unlockedTemplates)
      .where(and(eq(unlockedTemplates.userId, operator.userId), eq(unlockedTemplates.templateId, templateId)));
    expect(pass?.downloadsRemaining).toBe(3);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, operator.userId));
    expect(user?.stripeCustomerId).toBe('cus_test_1');

    const bad = await postSignedEvent(t.app, { ...event, id: 'evt_stripe_2' }, 'whsec_not_ours');
    expect(bad.statusCode).toBe(400);

    const portal = await operator.post('/api/create-portal-session', {});
    expect(portal.statusCode).toBe(200);
    expect(PortalSessionResponse.parse(portal.json())).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
    expect(Object.fromEntries(standIn.requests.at(-1)?.params ?? [])).toEqual({ customer: 'cus_test_1', return_url: `${testPublicUrl}/abbonamenti`, locale: 'it' });
  });

  it('keeps the plan Annuale until the period end when the portal cancels at period end, and ends it on deleted', async () => {
    const operator = await TestOperator.signUp(t.app);
    const deliver = async (id: string, type: string) => {
      const event = { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: { id: 'sub_test_cancel' } } };
      expect((await postSignedEvent(t.app, event, webhookSecret)).statusCode).toBe(200);
      return MeResponse.parse(await operator.browser.getJson('/api/me')).plan;
    };
    const periodEnd = new Date(1_900_000_000 * 1000).toISOString();
    subscriptions.set('sub_test_cancel', stripeSubscription('sub_test_cancel', { userId: operator.userId }));
    expect(await deliver('evt_sub_created', 'customer.subscription.created')).toEqual({ type: 'Annuale', endDate: periodEnd });
    // The portal's default: cancel_at_period_end, with cancel_at set to the period end.
    subscriptions.set('sub_test_cancel', stripeSubscription('sub_test_cancel', { userId: operator.userId, cancelAtPeriodEnd: true, cancelAt: 1_900_000_000 }));
    expect(await deliver('evt_sub_cancel', 'customer.subscription.updated')).toEqual({ type: 'Annuale', endDate: periodEnd, cancelAt: periodEnd });
    // Resumed before the end.
    subscriptions.set('sub_test_cancel', stripeSubscription('sub_test_cancel', { userId: operator.userId }));
    expect(await deliver('evt_sub_resume', 'customer.subscription.updated')).toEqual({ type: 'Annuale', endDate: periodEnd });
    // A cancellation scheduled for a date before the period end sets only cancel_at.
    subscriptions.set('sub_test_cancel', stripeSubscription('sub_test_cancel', { userId: operator.userId, cancelAt: 1_880_000_000 }));
    expect((await deliver('evt_sub_schedule', 'customer.subscription.updated')).cancelAt).toBe(new Date(1_880_000_000 * 1000).toISOString());
    // Stripe deletes it at that date.
    subscriptions.set('sub_test_cancel', stripeSubscription('sub_test_cancel', { userId: operator.userId, status: 'canceled', cancelAt: 1_880_000_000 }));
    expect(await deliver('evt_sub_deleted', 'customer.subscription.deleted')).toEqual({ type: 'Gratuito', endDate: null });
  });

  it("has no sandbox pages and answers an unpriced purchase with 'ID del prezzo non configurato.'", async () => {
    // The path falls through to the SPA, which sends unknown routes home.
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_x' });
    expect(page.body).toContain('<div id="root">');
    expect(page.body).not.toContain('Numero della carta');
    const response = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', headers: { 'content-type': 'application/json' }, payload: '{"purchaseType":"custom_layout"}' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: { code: 'PRICE_NOT_CONFIGURED', message: 'ID del prezzo non configurato.', messageKey: 'priceNotConfigured' } });
  });
});
