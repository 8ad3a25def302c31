import { and, eq, sql } from 'drizzle-orm';
import { passRules } from '../../shared/plans/plan-rules.js';
import type { Database } from '../db/client.js';
import { unlockedTemplates, users } from '../db/schema.js';

export interface UnlockTemplateInput {
  userId: string;
  templateId: string;
  originalPath: string;
  previewPath: string;
  now: Date;
}

/**
 * Gives (or renews) the single-template pass: 3 downloads for 7 days from now, whatever was left
 * of an earlier one. The plan becomes Una Tantum unless an active annual plan is worth more.
 */
export async function unlockTemplate(tx: Database, input: UnlockTemplateInput): Promise<{ expiresAt: Date }> {
  const expiresAt = new Date(input.now.getTime() + passRules.validDays * 24 * 3600 * 1000);
  const row = {
    userId: input.userId,
    templateId: input.templateId,
    originalPath: input.originalPath,
    previewPath: input.previewPath,
    downloadsRemaining: passRules.downloads,
    unlockExpiryDate: expiresAt,
  };
  await tx
    .insert(unlockedTemplates)
    .values(row)
    .onConflictDoUpdate({ target: [unlockedTemplates.userId, unlockedTemplates.templateId], set: row });
  const isActiveAnnual = sql`(${users.planType} is not distinct from 'Annuale' and ${users.subscriptionStatus} is not distinct from 'active')`;
  await tx
    .update(users)
    .set({ planType: 'Una Tantum' })
    .where(and(eq(users.id, input.userId), sql`not ${isActiveAnnual}`));
  return { expiresAt };
}
