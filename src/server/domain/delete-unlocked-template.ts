import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { unlockedTemplates } from '../db/schema.js';

export type DeleteUnlockOutcome = 'deleted' | 'missing' | 'active';

/**
 * Removes one of the user's expired passes (spec part 2 §2: expired ones can be removed). An
 * active pass is kept, since deleting it would throw away a paid purchase; the expiry test is
 * in the statement itself, so a pass cannot turn active between a check and the delete.
 */
export async function deleteUnlockedTemplate(db: Database, userId: string, templateId: string, now = new Date()): Promise<DeleteUnlockOutcome> {
  const own = and(eq(unlockedTemplates.userId, userId), eq(unlockedTemplates.templateId, templateId));
  const isExpired = or(lte(unlockedTemplates.downloadsRemaining, 0), lte(unlockedTemplates.unlockExpiryDate, now));
  const rows = await db.delete(unlockedTemplates).where(and(own, isExpired)).returning({ id: unlockedTemplates.templateId });
  if (rows.length > 0) return 'deleted';
  const [active] = await db
    .select({ id: unlockedTemplates.templateId })
    .from(unlockedTemplates)
    .where(and(own, gt(unlockedTemplates.downloadsRemaining, 0)))
    .limit(1);
  return active === undefined ? 'missing' : 'active';
}
