import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { PaymentProvider, SubscriptionState } from '../payments/payment-provider.js';
import { applySubscriptionState } from './apply-subscription-state.js';
import type { RecentEventIds } from '../payments/recent-event-ids.js';
import { type FulfilmentContext, fulfilCheckoutSession } from './fulfil-checkout-session.js';
import { isPaymentEventRecorded, recordPaymentEvent } from './record-payment-event.js';

/** Where a handled event is told (the server's log; any logger with an info(details, message)). */
export interface PaymentEventLog {
  info(details: object, message: string): void;
}

export interface PaymentEventDeps {
  db: Database;
  provider: PaymentProvider;
  supportEmail: string;
  previewPathFor: FulfilmentContext['previewPathFor'];
  log: PaymentEventLog;
  /** Events already recorded, known to this process: a duplicate is answered without a query. */
  recorded?: RecentEventIds;
}

export interface PaymentEventOutcome {
  isDuplicate: boolean;
  outcome: string;
}

const duplicate: PaymentEventOutcome = { isDuplicate: true, outcome: 'duplicate event' };

/**
 * One verified webhook event. The provider is asked for the object's current state (never the
 * payload's copy) before the transaction, so no network call holds a database lock; inside it,
 * the event id is claimed and the state applied together, or not at all.
 */
export async function handlePaymentEvent(deps: PaymentEventDeps, event: Stripe.Event): Promise<PaymentEventOutcome> {
  if (deps.recorded?.has(event.id) === true) return duplicate;
  const outcome = await handleUnseenEvent(deps, event);
  // Both a fresh record and a duplicate found in the table mean the row is committed now.
  deps.recorded?.add(event.id);
  return outcome;
}

async function handleUnseenEvent(deps: PaymentEventDeps, event: Stripe.Event): Promise<PaymentEventOutcome> {
  if (await isPaymentEventRecorded(deps.db, event.id)) return duplicate;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return onCheckoutSession(deps, event, event.data.object.id);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return onSubscription(deps, event, event.data.object.id);
    default:
      return recordOnly(deps, event, `ignored ${event.type}`);
  }
}

async function onCheckoutSession(deps: PaymentEventDeps, event: Stripe.Event, sessionId: string): Promise<PaymentEventOutcome> {
  const session = await deps.provider.retrieveCheckoutSession(sessionId);
  let subscription: FulfilmentContext['subscription'];
  if (session.isPaid && session.purchaseType === 'subscription' && session.subscriptionId !== null) {
    const readAt = new Date();
    subscription = { state: await deps.provider.retrieveSubscription(session.subscriptionId), readAt };
  }
  const result = await deps.db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, event))) return undefined;
    return fulfilCheckoutSession(tx, session, {
      now: new Date(),
      supportEmail: deps.supportEmail,
      previewPathFor: deps.previewPathFor,
      ...(subscription === undefined ? {} : { subscription }),
    });
  });
  if (result === undefined) return duplicate;
  if (result.kind === 'fulfilled' && result.email !== undefined) {
    // The outbox is the embedded mail transport: the log is where an operator reads it.
    deps.log.info({ emailId: result.email.id, to: result.email.to, subject: result.email.subject, body: result.email.body }, 'email queued');
  }
  const outcome = result.kind === 'fulfilled' ? `fulfilled: ${result.summary}` : result.kind === 'ignored' ? `ignored: ${result.reason}` : 'already fulfilled';
  deps.log.info({ eventId: event.id, type: event.type, sessionId, outcome }, 'payment event handled');
  return { isDuplicate: false, outcome };
}

async function onSubscription(deps: PaymentEventDeps, event: Stripe.Event, subscriptionId: string): Promise<PaymentEventOutcome> {
  const readAt = new Date();
  const state = await deps.provider.retrieveSubscription(subscriptionId);
  const result = await deps.db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, event))) return undefined;
    const userId = await findSubscriber(tx, state);
    if (userId === undefined) return 'no-user';
    return applySubscriptionState(tx, userId, state, readAt);
  });
  if (result === undefined) return duplicate;
  const outcome = `subscription ${state.id} ${state.status}: ${result}`;
  deps.log.info({ eventId: event.id, type: event.type, subscriptionId, outcome }, 'payment event handled');
  return { isDuplicate: false, outcome };
}

async function recordOnly(deps: PaymentEventDeps, event: Stripe.Event, outcome: string): Promise<PaymentEventOutcome> {
  const isNew = await deps.db.transaction((tx) => recordPaymentEvent(tx, event));
  return isNew ? { isDuplicate: false, outcome } : duplicate;
}

/** The subscription's own metadata names the user; failing that, the customer we stored. */
async function findSubscriber(tx: Database, state: SubscriptionState): Promise<string | undefined> {
  if (state.userId !== null) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, state.userId)).limit(1);
    if (row !== undefined) return row.id;
  }
  if (state.customerId === null) return undefined;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, state.customerId)).limit(1);
  return row?.id;
}
