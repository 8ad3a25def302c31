import { eq } from 'drizzle-orm';
import { computePlan, visitorPlan } from '../../shared/plans/plan-rules.js';
import type { Plan } from '../../shared/plans/plan-types.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

/** The user's plan as the database says now (a purchase counts without logging in again). */
export async function getUserPlan(db: Database, userId: string): Promise<Plan> {
  const [user] = await db
    .select({
      planType: users.planType,
      subscriptionStatus: users.subscriptionStatus,
      currentPeriodEnd: users.currentPeriodEnd,
      subscriptionCancelAt: users.subscriptionCancelAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user === undefined ? visitorPlan : computePlan(user);
}
