import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { sandboxCheckoutSessions, sandboxSubscriptions } from '../../db/schema.js';

type SessionRow = typeof sandboxCheckoutSessions.$inferSelect;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export type SandboxEventType =
  | 'checkout.session.completed'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted';

/** The JSON Stripe would send: same envelope, same object shapes for the fields we read. */
export interface SandboxEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: SandboxEventType;
  data: { object: Record<string, unknown> };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function buildSandboxEvent(type: SandboxEventType, object: Record<string, unknown>, now = new Date()): SandboxEvent {
  return {
    id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(now),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function toStripeCheckoutSession(row: SessionRow): Record<string, unknown> {
  const metadata: Record<string, string> = { purchaseType: row.purchaseType };
  if (row.userId !== null) metadata.userId = row.userId;
  if (row.templateId !== null) metadata.templateId = row.templateId;
  if (row.templatePath !== null) metadata.templatePath = row.templatePath;
  return {
    id: row.id,
    object: 'checkout.session',
    mode: row.purchaseType === 'subscription' ? 'subscription' : 'payment',
    status: row.status === 'paid' ? 'complete' : row.status,
    payment_status: row.status === 'paid' ? 'paid' : 'unpaid',
    amount_total: row.amountCents,
    currency: 'eur',
    client_reference_id: row.userId,
    customer: row.customerId,
    customer_email: row.email,
    customer_details: { email: row.email },
    subscription: row.subscriptionId,
    metadata,
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
    created: seconds(row.createdAt),
    livemode: false,
  };
}

export function toStripeSubscription(row: SubscriptionRow): Record<string, unknown> {
  const item = {
    id: `si_${row.id.slice('sub_'.length)}`,
    object: 'subscription_item',
    current_period_start: row.currentPeriodStart,
    current_period_end: row.currentPeriodEnd,
    price: { id: row.priceId, object: 'price', recurring: { interval: 'year', interval_count: 1 } },
    quantity: 1,
  };
  return {
    id: row.id,
    object: 'subscription',
    status: row.status,
    customer: row.customerId,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancel_at: row.cancelAtPeriodEnd ? row.currentPeriodEnd : null,
    canceled_at: row.status === 'canceled' ? seconds(new Date()) : null,
    metadata: { userId: row.userId ?? '', purchaseType: 'subscription' },
    items: { object: 'list', data: [item], has_more: false },
    created: seconds(row.createdAt),
    livemode: false,
  };
}
