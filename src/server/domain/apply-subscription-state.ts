import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { unlockedTemplates, users } from '../db/schema.js';
import type { SubscriptionState } from '../payments/payment-provider.js';

export type ApplySubscriptionResult = 'applied' | 'stale' | 'superseded' | 'no-user';

/**
 * Writes the subscription's current state (as just re-read from the provider) onto the user.
 * Events may arrive in any order and several at once, so the event itself decides nothing:
 * - the user's row is locked, and a state read before the one already stored is dropped
 *   ('stale'), so a slow delivery cannot undo a newer one;
 * - an ended old subscription does not override another, live one ('superseded').
 * The plan is Annuale while the status is active, also when it is cancelled at the period end
 * (cancelAt says when it ends: the provider then sends `deleted`); otherwise it falls back to Una Tantum when the
 * user holds passes, else Gratuito (computePlan in src/shared/plans decides what is shown).
 */
export async function applySubscriptionState(tx: Database, userId: string, state: SubscriptionState, readAt: Date): Promise<ApplySubscriptionResult> {
  const [user] = await tx
    .select({
      planType: users.planType,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionId: users.stripeSubscriptionId,
      customerId: users.stripeCustomerId,
      syncedAt: users.subscriptionSyncedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  if (user === undefined) return 'no-user';
  if (user.syncedAt !== null && readAt.getTime() < user.syncedAt.getTime()) return 'stale';
  const isOtherSubscription = user.subscriptionId !== null && user.subscriptionId !== state.id;
  const isActive = state.status === 'active';
  if (isOtherSubscription && user.subscriptionStatus === 'active' && !isActive) return 'superseded';

  let planType = user.planType;
  if (isActive) planType = 'Annuale';
  else if (planType === 'Annuale') planType = (await hasPass(tx, userId)) ? 'Una Tantum' : 'Gratuito';
  await tx
    .update(users)
    .set({
      planType,
      subscriptionStatus: state.status,
      currentPeriodEnd: state.currentPeriodEnd,
      subscriptionCancelAt: isActive ? state.cancelAt : null,
      stripeSubscriptionId: state.id,
      stripeCustomerId: state.customerId ?? user.customerId,
      subscriptionSyncedAt: readAt,
    })
    .where(eq(users.id, userId));
  return 'applied';
}

async function hasPass(tx: Database, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: unlockedTemplates.templateId }).from(unlockedTemplates).where(eq(unlockedTemplates.userId, userId)).limit(1);
  return rows.length > 0;
}
