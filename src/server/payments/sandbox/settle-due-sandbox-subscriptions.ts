import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sandboxSubscriptions } from '../../db/schema.js';
import { buildSandboxEvent, type SandboxEventType, toStripeSubscription } from './build-sandbox-event.js';
import { deliverSandboxEvent } from './deliver-sandbox-event.js';
import { oneYearAfter, type SandboxSubscriptionRow } from './pay-sandbox-session.js';
import type { SandboxContext } from './sandbox-context.js';

/**
 * What Stripe does when a period ends: a subscription cancelled at the period end is deleted
 * (`customer.subscription.deleted`), any other renews for a year (`customer.subscription.updated`).
 * Each change is one conditional update, so two sweeps at once change and announce it once.
 * Returns how many subscriptions changed.
 */
export async function settleDueSandboxSubscriptions(ctx: SandboxContext, log: FastifyBaseLogger): Promise<number> {
  const now = ctx.clock.nowSeconds();
  const due = await ctx.db
    .select()
    .from(sandboxSubscriptions)
    .where(and(eq(sandboxSubscriptions.status, 'active'), lte(sandboxSubscriptions.currentPeriodEnd, now)));
  let settled = 0;
  for (const row of due) {
    const change = await settle(ctx, row, now);
    if (change === undefined) continue;
    settled += 1;
    try {
      await deliverSandboxEvent(ctx.app, ctx.webhookSecret, buildSandboxEvent(change.type, toStripeSubscription(change.row)));
      log.info({ subscriptionId: row.id, type: change.type }, 'sandbox subscription period ended');
    } catch (error) {
      log.error({ err: error, subscriptionId: row.id }, 'sandbox webhook delivery failed');
    }
  }
  return settled;
}

async function settle(
  ctx: SandboxContext,
  row: SandboxSubscriptionRow,
  now: number,
): Promise<{ type: SandboxEventType; row: SandboxSubscriptionRow } | undefined> {
  const isCurrent = and(eq(sandboxSubscriptions.id, row.id), eq(sandboxSubscriptions.status, 'active'), eq(sandboxSubscriptions.currentPeriodEnd, row.currentPeriodEnd));
  if (row.cancelAtPeriodEnd) {
    const [ended] = await ctx.db.update(sandboxSubscriptions).set({ status: 'canceled' }).where(isCurrent).returning();
    return ended === undefined ? undefined : { type: 'customer.subscription.deleted', row: ended };
  }
  let start = row.currentPeriodEnd;
  let end = oneYearAfter(start);
  while (end <= now) {
    start = end;
    end = oneYearAfter(end);
  }
  const [renewed] = await ctx.db.update(sandboxSubscriptions).set({ currentPeriodStart: start, currentPeriodEnd: end }).where(isCurrent).returning();
  return renewed === undefined ? undefined : { type: 'customer.subscription.updated', row: renewed };
}
