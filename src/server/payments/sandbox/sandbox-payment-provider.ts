import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PurchaseType } from '../../../shared/api/checkout.js';
import type { Database } from '../../db/client.js';
import { sandboxCheckoutSessions, sandboxSubscriptions } from '../../db/schema.js';
import type {
  CheckoutRedirect,
  CheckoutSessionState,
  CreateCheckoutInput,
  PaymentProvider,
  SubscriptionState,
} from '../payment-provider.js';
import { productFor } from '../products.js';
import { verifyStripeSignature } from '../verify-stripe-signature.js';
import type { SandboxSigner } from './sandbox-signer.js';

/** Portal links are bearer links: short-lived, like Stripe's. */
const portalTokenTtlMs = 60 * 60 * 1000;

export const newSandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(16).toString('hex')}`;

/**
 * The embedded provider: its "hosted" pages are ours (/sandbox/*), its state is two tables, and
 * its webhooks are Stripe-format events signed with a generated secret.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly kind = 'sandbox';

  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
    private readonly webhookSecret: string,
    private readonly signer: SandboxSigner,
  ) {}

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CheckoutRedirect> {
    const id = newSandboxId('cs');
    await this.db.insert(sandboxCheckoutSessions).values({
      id,
      purchaseType: input.purchaseType,
      priceId: input.priceId,
      amountCents: productFor(input.purchaseType).amountCents,
      userId: input.user?.id ?? null,
      email: input.user?.email ?? null,
      templateId: input.templateId ?? null,
      templatePath: input.templatePath ?? null,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      customerId: input.user?.customerId ?? null,
    });
    return { sessionId: id, url: `${this.publicUrl}/sandbox/checkout/${id}` };
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }> {
    const token = this.signer.portalToken({ customerId, returnUrl, expiresAt: Date.now() + portalTokenTtlMs });
    return { url: `${this.publicUrl}/sandbox/portal?token=${encodeURIComponent(token)}` };
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Stripe.Event {
    return verifyStripeSignature(rawBody, signatureHeader, this.webhookSecret);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionState> {
    const [row] = await this.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)).limit(1);
    if (row === undefined) throw new Error(`no sandbox checkout session ${id}`);
    const purchaseType = PurchaseType.safeParse(row.purchaseType);
    return {
      id: row.id,
      purchaseType: purchaseType.success ? purchaseType.data : undefined,
      isPaid: row.status === 'paid',
      userId: row.userId,
      email: row.email,
      templateId: row.templateId,
      templatePath: row.templatePath,
      amountCents: row.amountCents,
      customerId: row.customerId,
      subscriptionId: row.subscriptionId,
    };
  }

  async retrieveSubscription(id: string): Promise<SubscriptionState> {
    const [row] = await this.db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, id)).limit(1);
    if (row === undefined) throw new Error(`no sandbox subscription ${id}`);
    return {
      id: row.id,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAt: row.status === 'active' && row.cancelAtPeriodEnd ? row.currentPeriodEnd : null,
      userId: row.userId,
      customerId: row.customerId,
    };
  }

  async cancelSubscription(id: string): Promise<void> {
    await this.db
      .update(sandboxSubscriptions)
      .set({ status: 'canceled', cancelAtPeriodEnd: false })
      .where(and(eq(sandboxSubscriptions.id, id), ne(sandboxSubscriptions.status, 'canceled')));
  }

  /** The customer's newest subscription, for the portal page. */
  async findLatestSubscription(customerId: string) {
    const [row] = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, customerId))
      .orderBy(desc(sandboxSubscriptions.createdAt))
      .limit(1);
    return row;
  }
}
