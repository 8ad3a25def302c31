import { eq } from 'drizzle-orm';
import type { MeResponse } from '../../shared/api/me.js';
import { visitorMe } from '../../shared/api/visitor-me.js';
import { computeEditorLimits, computePlan } from '../../shared/plans/plan-rules.js';
import type { UnlockedTemplate } from '../../shared/plans/plan-types.js';
import type { Database } from '../db/client.js';
import { unlockedTemplates, users } from '../db/schema.js';

/** The account as it is now in the database, so a purchase shows without logging in again. */
/** `defaultRetentionMonths`: REQUEST_RETENTION_MONTHS, shown when the operator chose no period. */
export async function getMe(db: Database, userId: string, now = new Date(), defaultRetentionMonths?: number): Promise<MeResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (user === undefined) return visitorMe;
  const unlockRows = await db.select().from(unlockedTemplates).where(eq(unlockedTemplates.userId, userId));
  const unlocked: Record<string, UnlockedTemplate> = {};
  for (const row of unlockRows) {
    unlocked[row.templateId] = {
      downloads_remaining: row.downloadsRemaining,
      unlock_expiry_date: row.unlockExpiryDate.toISOString(),
      original_path: row.originalPath,
      preview_path: row.previewPath,
    };
  }
  const plan = computePlan({
    planType: user.planType,
    subscriptionStatus: user.subscriptionStatus,
    currentPeriodEnd: user.currentPeriodEnd,
    subscriptionCancelAt: user.subscriptionCancelAt,
  });
  return {
    user: { id: user.id, email: user.email },
    profile: {
      businessName: user.businessName,
      logoUrl: user.logoUrl,
      contactEmail: user.contactEmail,
      contactPhone: user.contactPhone,
      secondaryEmail: user.secondaryEmail,
      ...(user.requestRetentionMonths !== null
        ? { requestRetentionMonths: user.requestRetentionMonths }
        : defaultRetentionMonths === undefined
          ? {}
          : { requestRetentionMonths: defaultRetentionMonths }),
      requestMailDigest: user.requestMailDigest,
    },
    plan,
    unlockedTemplates: unlocked,
    limits: computeEditorLimits(plan, unlocked, null, now),
  };
}
