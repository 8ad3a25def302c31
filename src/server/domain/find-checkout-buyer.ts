import { eq } from 'drizzle-orm';
import { computePlan } from '../../shared/plans/plan-rules.js';
import type { Plan } from '../../shared/plans/plan-types.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { CheckoutBuyer } from '../payments/payment-provider.js';

/** The signed-in operator as the payment provider knows them, and their plan; null when the account is gone. */
export async function findCheckoutBuyer(db: Database, userId: string): Promise<{ buyer: CheckoutBuyer; plan: Plan } | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (user === undefined) return null;
  return { buyer: { id: user.id, email: user.email, customerId: user.stripeCustomerId }, plan: computePlan(user) };
}
