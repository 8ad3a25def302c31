import { and, eq, isNull } from 'drizzle-orm';
import { templateIdFromPath } from '../../shared/catalog/template-id.js';
import { templatesPrefix } from '../../shared/catalog/template-entry.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { Database } from '../db/client.js';
import { fulfilledCheckoutSessions, users } from '../db/schema.js';
import type { CheckoutSessionState, SubscriptionState } from '../payments/payment-provider.js';
import { applySubscriptionState } from './apply-subscription-state.js';
import type { QueuedEmail } from './queue-email.js';
import { recordCustomLayoutOrder } from './record-custom-layout-order.js';
import { unlockTemplate } from './unlock-template.js';

export interface FulfilmentContext {
  now: Date;
  supportEmail: string;
  /** The template's preview image, from templates.json; '' when unknown. */
  previewPathFor: (originalPath: string) => Promise<string>;
  /** The subscription of a subscription checkout, re-read from the provider with its read time. */
  subscription?: { state: SubscriptionState; readAt: Date };
}

export type FulfilmentResult =
  | { kind: 'fulfilled'; summary: string; email?: QueuedEmail }
  | { kind: 'already-fulfilled' }
  | { kind: 'ignored'; reason: string };

/**
 * Applies a paid checkout session, as re-read from the provider, inside the caller's
 * transaction. The session id is claimed first, so two different events announcing one
 * payment (completed, async_payment_succeeded) still fulfil it once.
 */
export async function fulfilCheckoutSession(tx: Database, session: CheckoutSessionState, ctx: FulfilmentContext): Promise<FulfilmentResult> {
  if (!session.isPaid) return { kind: 'ignored', reason: 'session not paid' };
  const purchaseType = session.purchaseType;
  if (purchaseType === undefined) return { kind: 'ignored', reason: 'session without our purchase type' };
  const userId = session.userId === null ? null : await existingUserId(tx, session.userId);
  if (purchaseType !== 'custom_layout' && userId === null) return { kind: 'ignored', reason: 'session of an unknown user' };

  const claimed = await tx
    .insert(fulfilledCheckoutSessions)
    .values({ sessionId: session.id, purchaseType, userId })
    .onConflictDoNothing()
    .returning({ id: fulfilledCheckoutSessions.sessionId });
  if (claimed.length === 0) return { kind: 'already-fulfilled' };
  // The first customer id we learn is the one the billing portal opens.
  if (userId !== null && session.customerId !== null) {
    await tx.update(users).set({ stripeCustomerId: session.customerId }).where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
  }

  switch (purchaseType) {
    case 'unlock_template': {
      const path = session.templatePath;
      if (userId === null || path === null || !path.startsWith(templatesPrefix) || session.templateId !== templateIdFromPath(path)) {
        return { kind: 'ignored', reason: 'unlock session without a valid template' };
      }
      const { expiresAt } = await unlockTemplate(tx, {
        userId,
        templateId: session.templateId,
        originalPath: path,
        previewPath: await ctx.previewPathFor(path),
        now: ctx.now,
      });
      return { kind: 'fulfilled', summary: `pass for ${session.templateId} until ${expiresAt.toISOString()}` };
    }
    case 'subscription': {
      if (userId === null || ctx.subscription === undefined) return { kind: 'ignored', reason: 'subscription session without a subscription' };
      const result = await applySubscriptionState(tx, userId, ctx.subscription.state, ctx.subscription.readAt);
      return { kind: 'fulfilled', summary: `subscription ${ctx.subscription.state.id} ${ctx.subscription.state.status} (${result})` };
    }
    case 'custom_layout': {
      const email = session.email ?? (userId === null ? null : await emailOf(tx, userId));
      if (email === null) return { kind: 'ignored', reason: 'custom layout session without an email' };
      const mail = await recordCustomLayoutOrder(tx, {
        sessionId: session.id,
        userId,
        email,
        amountCents: session.amountCents ?? 0,
        supportEmail: ctx.supportEmail,
      });
      return { kind: 'fulfilled', summary: `custom layout order for ${email}`, ...(mail === undefined ? {} : { email: mail }) };
    }
    default:
      return assertNever(purchaseType);
  }
}

async function existingUserId(tx: Database, userId: string): Promise<string | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.id ?? null;
}

async function emailOf(tx: Database, userId: string): Promise<string | null> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
