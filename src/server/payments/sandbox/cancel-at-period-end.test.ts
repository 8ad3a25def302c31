import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckoutSessionResponse, PortalSessionResponse } from '../../../shared/api/checkout.js';
import { MeResponse } from '../../../shared/api/me.js';
import { sandboxSubscriptions, users } from '../../db/schema.js';
import { hiddenValue, localPath, postForm, postSignedEvent } from '../../test-support/payments-test-kit.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../test-support/test-app.js';
import { TestOperator } from '../../test-support/test-operator.js';
import { buildSandboxEvent, toStripeSubscription } from './build-sandbox-event.js';
import { loadSandboxWebhookSecret } from './load-sandbox-webhook-secret.js';

const ClockAnswer = z.object({ now: z.iso.datetime(), settled: z.number() });
const WebhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() });
const dayMs = 24 * 3600 * 1000;
const romeDate = (iso: string) => new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }).format(new Date(iso));

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true' });
  secret = await loadSandboxWebhookSecret(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function planOf(operator: TestOperator) {
  return MeResponse.parse(await operator.browser.getJson('/api/me')).plan;
}

/** Signs up and pays the annual plan in the sandbox checkout (4242…). */
async function subscribed() {
  const operator = await TestOperator.signUp(t.app);
  const started = await operator.post('/api/create-checkout-session', { purchaseType: 'subscription' });
  const { url } = CheckoutSessionResponse.parse(started.json());
  const page = await t.app.inject({ method: 'GET', url: localPath(url) });
  const paid = await postForm(t.app, url, { token: hiddenValue(page.body, 'token'), action: 'pay', cardNumber: '4242424242424242', expiry: '', cvc: '' });
  expect(paid.statusCode).toBe(303);
  const plan = await planOf(operator);
  expect(plan.type).toBe('Annuale');
  const [subscription] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, operator.userId));
  if (subscription === undefined || plan.endDate === null) throw new Error('no subscription');
  return { operator, subscription, endDate: plan.endDate };
}

async function openPortal(operator: TestOperator, query = '') {
  const response = await operator.post('/api/create-portal-session', {});
  const { url } = PortalSessionResponse.parse(response.json());
  const page = await t.app.inject({ method: 'GET', url: localPath(url) + query });
  expect(page.statusCode).toBe(200);
  return page.body;
}

async function portalAction(operator: TestOperator, action: 'cancel' | 'resume' | 'renew') {
  // 'Annulla abbonamento' leads to the confirmation page, whose form posts the cancel.
  const portal = await openPortal(operator, action === 'cancel' ? '&step=confirm-cancel' : '');
  const response = await postForm(t.app, '/sandbox/portal', { token: hiddenValue(portal, 'token'), subscriptionId: hiddenValue(portal, 'subscriptionId'), action });
  expect(response.statusCode).toBe(303);
  return response;
}

async function advanceClock(operator: TestOperator, days: number) {
  const response = await operator.post('/api/test-hooks/sandbox-clock', { days });
  expect(response.statusCode, response.body).toBe(200);
  return ClockAnswer.parse(response.json());
}

/** Whole days from the sandbox's now (moved by earlier tests) to an ISO date. */
async function daysUntil(operator: TestOperator, iso: string): Promise<number> {
  const { now } = await advanceClock(operator, 0);
  return (new Date(iso).getTime() - new Date(now).getTime()) / dayMs;
}

async function storedSubscription(id: string) {
  const [row] = await t.database.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id));
  if (row === undefined) throw new Error('no subscription');
  return row;
}

describe('cancelling the annual plan in the sandbox portal', () => {
  it('asks for confirmation first, and the confirmation says until when the plan stays', async () => {
    const { operator, endDate } = await subscribed();
    const portal = await openPortal(operator);
    expect(portal).toContain('name="step" value="confirm-cancel"');
    expect(portal).not.toContain('value="cancel"');
    const confirmation = await openPortal(operator, '&step=confirm-cancel');
    expect(confirmation).toContain('Annullare l’abbonamento?');
    expect(confirmation).toContain(`Il piano Annuale resta attivo fino al ${romeDate(endDate)}`);
    expect(confirmation).toContain('Conferma annullamento');
    // Only looking at the confirmation changes nothing.
    expect(await planOf(operator)).toEqual({ type: 'Annuale', endDate });
  });

  it('keeps the plan Annuale until the period end, says when it ends, and can resume it', async () => {
    const { operator, endDate } = await subscribed();
    const cancelled = await portalAction(operator, 'cancel');
    expect(cancelled.headers.location).toBe(`${testPublicUrl}/abbonamenti`);
    expect(await planOf(operator)).toEqual({ type: 'Annuale', endDate, cancelAt: endDate });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, operator.userId));
    expect(user?.subscriptionStatus).toBe('active');

    const portal = await openPortal(operator);
    expect(portal).toContain('Annullato, attivo fino alla scadenza');
    expect(portal).toContain(`Termina il <strong>${romeDate(endDate)}</strong>`);
    expect(portal).toContain('Riattiva abbonamento');

    await portalAction(operator, 'resume');
    expect(await planOf(operator)).toEqual({ type: 'Annuale', endDate });
    expect(await openPortal(operator)).toContain('Annulla abbonamento');
  });

  it("ends at the period end with 'deleted' once the sandbox clock passes it, and only then", async () => {
    const { operator, subscription, endDate } = await subscribed();
    await portalAction(operator, 'cancel');
    const daysLeft = Math.floor(await daysUntil(operator, endDate));
    await advanceClock(operator, daysLeft - 2);
    expect((await planOf(operator)).type).toBe('Annuale');
    expect((await storedSubscription(subscription.id)).status).toBe('active');

    const moved = await advanceClock(operator, 3);
    expect(moved.settled).toBeGreaterThanOrEqual(1);
    expect(await planOf(operator)).toEqual({ type: 'Gratuito', endDate: null });
    expect((await storedSubscription(subscription.id)).status).toBe('canceled');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, operator.userId));
    expect(user?.subscriptionStatus).toBe('canceled');
    expect(user?.subscriptionCancelAt).toBeNull();
    // Settled once: another sweep finds nothing of this subscription to end.
    await advanceClock(operator, 0);
    expect((await storedSubscription(subscription.id)).status).toBe('canceled');

    // An ended subscription can be renewed from the portal: a new year from the sandbox's now.
    await portalAction(operator, 'renew');
    const renewed = await planOf(operator);
    expect(renewed.type).toBe('Annuale');
    expect(renewed.cancelAt).toBeUndefined();
  });

  it('renews a subscription that was not cancelled when its period ends', async () => {
    const { operator, endDate } = await subscribed();
    const daysLeft = Math.ceil(await daysUntil(operator, endDate));
    await advanceClock(operator, daysLeft + 1);
    const plan = await planOf(operator);
    expect(plan.type).toBe('Annuale');
    const added = (new Date(plan.endDate ?? 0).getTime() - new Date(endDate).getTime()) / dayMs;
    expect(added).toBeGreaterThanOrEqual(365);
    expect(added).toBeLessThanOrEqual(366);
  });

  it('refuses a clock that goes back', async () => {
    const operator = await TestOperator.signUp(t.app);
    expect((await operator.post('/api/test-hooks/sandbox-clock', { days: -1 })).statusCode).toBe(400);
  });
});

describe('cancel-at-period-end events out of order and replayed', () => {
  it('a replayed cancel changes nothing, and an old cancel after a resume does not cancel again', async () => {
    const { operator, subscription, endDate } = await subscribed();
    const [cancelledRow] = await t.database.db
      .update(sandboxSubscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(sandboxSubscriptions.id, subscription.id))
      .returning();
    if (cancelledRow === undefined) throw new Error('no subscription');
    const cancelEvent = buildSandboxEvent('customer.subscription.updated', toStripeSubscription(cancelledRow));
    const first = await postSignedEvent(t.app, cancelEvent, secret);
    expect(WebhookAnswer.parse(first.json()).duplicate).toBe(false);
    expect((await planOf(operator)).cancelAt).toBe(endDate);
    const replay = await postSignedEvent(t.app, cancelEvent, secret);
    expect(WebhookAnswer.parse(replay.json()).duplicate).toBe(true);

    // Resumed in the portal; then a copy of the cancel event sent before the resume arrives late.
    await portalAction(operator, 'resume');
    const lateCancel = buildSandboxEvent('customer.subscription.updated', toStripeSubscription(cancelledRow), new Date(Date.now() - 60_000));
    expect((await postSignedEvent(t.app, lateCancel, secret)).statusCode).toBe(200);
    expect(await planOf(operator)).toEqual({ type: 'Annuale', endDate });
  });

  it("an 'updated' with cancel_at_period_end arriving after 'deleted' does not bring the plan back", async () => {
    const { operator, subscription } = await subscribed();
    await portalAction(operator, 'cancel');
    const cancelling = await storedSubscription(subscription.id);
    const [ended] = await t.database.db.update(sandboxSubscriptions).set({ status: 'canceled' }).where(eq(sandboxSubscriptions.id, subscription.id)).returning();
    if (ended === undefined) throw new Error('no subscription');
    expect((await postSignedEvent(t.app, buildSandboxEvent('customer.subscription.deleted', toStripeSubscription(ended)), secret)).statusCode).toBe(200);
    expect((await planOf(operator)).type).toBe('Gratuito');
    const late = buildSandboxEvent('customer.subscription.updated', toStripeSubscription(cancelling), new Date(Date.now() - 60_000));
    expect((await postSignedEvent(t.app, late, secret)).statusCode).toBe(200);
    expect(await planOf(operator)).toEqual({ type: 'Gratuito', endDate: null });
  });
});
