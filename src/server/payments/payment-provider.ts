import type Stripe from 'stripe';
import type { PurchaseType } from '../../shared/api/checkout.js';

export interface CheckoutBuyer {
  id: string;
  email: string;
  /** The provider's customer from an earlier checkout, so a returning buyer is not duplicated. */
  customerId: string | null;
}

export interface CreateCheckoutInput {
  purchaseType: PurchaseType;
  priceId: string;
  /** null: a visitor (custom layouts only); the provider asks for the email itself. */
  user: CheckoutBuyer | null;
  templateId?: string;
  templatePath?: string;
  /** May hold Stripe's `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutRedirect {
  sessionId: string;
  url: string;
}

/** A checkout session as the provider knows it now: fulfilment trusts this, never the event payload. */
export interface CheckoutSessionState {
  id: string;
  /** undefined: a session we did not create (no or unknown metadata); it is ignored. */
  purchaseType: PurchaseType | undefined;
  isPaid: boolean;
  userId: string | null;
  email: string | null;
  templateId: string | null;
  templatePath: string | null;
  amountCents: number | null;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface SubscriptionState {
  id: string;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid … */
  status: string;
  /** Seconds since the epoch. */
  currentPeriodEnd: number | null;
  /**
   * Seconds since the epoch: the subscription was cancelled and ends then (Stripe's `cancel_at`,
   * set to the period end by `cancel_at_period_end`); null while it renews.
   */
  cancelAt: number | null;
  userId: string | null;
  customerId: string | null;
}

/** Raised by verifyWebhook for a missing, wrong or stale signature. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Stripe, or the embedded sandbox that behaves like it (ARCHITECTURE.md "Payments"). */
export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutRedirect>;
  /** The subscription management page of the provider's customer. */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Throws WebhookSignatureError unless the raw body carries a valid, recent signature. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionState>;
  retrieveSubscription(id: string): Promise<SubscriptionState>;
  /**
   * Ends the subscription at once, without a refund (the account it paid for is being deleted).
   * Idempotent: an already cancelled or unknown subscription is left as it is.
   */
  cancelSubscription(id: string): Promise<void>;
}
