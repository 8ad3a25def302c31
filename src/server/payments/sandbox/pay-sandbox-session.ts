import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxCheckoutSessions, sandboxSubscriptions } from '../../db/schema.js';
import { newSandboxId } from './sandbox-payment-provider.js';

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

/** Stripe's Checkout Sessions expire after 24 hours; so do ours. */
export const sandboxSessionTtlMs = 24 * 3600 * 1000;

export function isSessionExpired(row: SandboxSessionRow, now: Date): boolean {
  return row.status === 'expired' || (row.status === 'open' && now.getTime() - row.createdAt.getTime() > sandboxSessionTtlMs);
}

/** One calendar year on, as a yearly price renews. */
export function oneYearAfter(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

/**
 * Marks an open session paid (one statement, so a double submit pays once) and, for the annual
 * plan, starts its subscription. undefined: the session was no longer open.
 */
export async function paySandboxSession(
  db: Database,
  row: SandboxSessionRow,
  email: string | null,
  now: Date,
): Promise<{ session: SandboxSessionRow; subscription: SandboxSubscriptionRow | undefined } | undefined> {
  return db.transaction(async (tx) => {
    const isSubscription = row.purchaseType === 'subscription';
    const customerId = isSubscription ? (row.customerId ?? newSandboxId('cus')) : row.customerId;
    const subscriptionId = isSubscription ? newSandboxId('sub') : null;
    const [session] = await tx
      .update(sandboxCheckoutSessions)
      .set({ status: 'paid', paidAt: now, email: email ?? row.email, customerId, subscriptionId })
      .where(and(eq(sandboxCheckoutSessions.id, row.id), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    if (session === undefined) return undefined;
    if (subscriptionId === null || customerId === null) return { session, subscription: undefined };
    if (row.userId === null) throw new Error(`subscription session ${row.id} has no user`);
    const start = Math.floor(now.getTime() / 1000);
    const [subscription] = await tx
      .insert(sandboxSubscriptions)
      .values({
        id: subscriptionId,
        userId: row.userId,
        customerId,
        priceId: row.priceId,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: oneYearAfter(start),
        createdAt: now,
      })
      .returning();
    return { session, subscription };
  });
}
