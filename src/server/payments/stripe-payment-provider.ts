import Stripe from 'stripe';
import { PurchaseType } from '../../shared/api/checkout.js';
import type {
  CheckoutRedirect,
  CheckoutSessionState,
  CreateCheckoutInput,
  PaymentProvider,
  SubscriptionState,
} from './payment-provider.js';
import { verifyStripeSignature } from './verify-stripe-signature.js';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass a local stand-in, so no request ever leaves the machine. */
  httpClient?: Stripe.HttpClient;
}

/** Stripe Checkout, Billing Portal and webhooks through the official client. */
export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe';
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.#stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(options.httpClient === undefined ? {} : { httpClient: options.httpClient }),
    });
    this.#webhookSecret = options.webhookSecret;
  }

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutRedirect> {
    const session = await this.#stripe.checkout.sessions.create(buildCheckoutParams(input));
    if (session.url === null) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    return { sessionId: session.id, url: session.url };
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const session = await this.#stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: 'it' });
    return { url: session.url };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event {
    return verifyStripeSignature(rawBody, signatureHeader, this.#webhookSecret);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionState> {
    const session = await this.#stripe.checkout.sessions.retrieve(id);
    const metadata = session.metadata ?? {};
    const purchaseType = PurchaseType.safeParse(metadata.purchaseType);
    return {
      id: session.id,
      purchaseType: purchaseType.success ? purchaseType.data : undefined,
      isPaid: session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
      userId: session.client_reference_id ?? metadata.userId ?? null,
      email: session.customer_details?.email ?? session.customer_email ?? null,
      templateId: metadata.templateId ?? null,
      templatePath: metadata.templatePath ?? null,
      amountCents: session.amount_total,
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
    };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionState> {
    const subscription = await this.#stripe.subscriptions.retrieve(id);
    // Since API 2025-03-31 the period lives on the items; a yearly plan has one item.
    const periodEnds = subscription.items.data.map((item) => item.current_period_end);
    const currentPeriodEnd = periodEnds.length === 0 ? null : Math.max(...periodEnds);
    return {
      id: subscription.id,
      status: subscription.status,
      currentPeriodEnd,
      // The portal's default cancel sets cancel_at_period_end (and cancel_at to the period end);
      // a cancellation scheduled for another date sets only cancel_at.
      cancelAt: subscription.cancel_at ?? (subscription.cancel_at_period_end ? currentPeriodEnd : null),
      userId: subscription.metadata.userId ?? null,
      customerId: idOf(subscription.customer),
    };
  }

  async cancelSubscription(id: string): Promise<void> {
    try {
      const subscription = await this.#stripe.subscriptions.retrieve(id);
      if (endedStatuses.has(subscription.status)) return;
      await this.#stripe.subscriptions.cancel(id);
    } catch (error) {
      // A subscription Stripe no longer knows cannot bill anyone.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
      throw error;
    }
  }
}

/** Statuses in which a subscription bills no more. */
const endedStatuses = new Set<string>(['canceled', 'incomplete_expired']);

/** The exact Checkout Session parameters for a purchase (exported for the offline tests). */
export function buildCheckoutParams(input: CreateCheckoutInput): Stripe.Checkout.SessionCreateParams {
  const isSubscription = input.purchaseType === 'subscription';
  const metadata: Record<string, string> = { purchaseType: input.purchaseType };
  if (input.user !== null) metadata.userId = input.user.id;
  if (input.templateId !== undefined) metadata.templateId = input.templateId;
  if (input.templatePath !== undefined) metadata.templatePath = input.templatePath;
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: isSubscription ? 'subscription' : 'payment',
    line_items: [{ price: input.priceId, quantity: 1 }],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    locale: 'it',
    metadata,
  };
  if (input.user !== null) {
    params.client_reference_id = input.user.id;
    // Stripe takes one or the other: a known customer keeps one billing history per operator.
    if (input.user.customerId !== null) params.customer = input.user.customerId;
    else params.customer_email = input.user.email;
  }
  // The subscription outlives the session: its own metadata finds the user in later events.
  if (isSubscription) params.subscription_data = { metadata: { ...metadata } };
  // A customer is what the billing portal opens; payments create one only when asked.
  else if (input.user !== null && input.user.customerId === null) params.customer_creation = 'always';
  return params;
}

function idOf(value: string | { id: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : value.id;
}
