import { and, eq, sql } from 'drizzle-orm';
import { apiMessage, type ApiMessage, type ApiMessageKey } from '../../shared/api/api-messages.js';
import type { CheckDownloadStatusResponse } from '../../shared/api/downloads.js';
import type { Database } from '../db/client.js';
import { unlockedTemplates } from '../db/schema.js';
import { getUserPlan } from './get-user-plan.js';

/** The reasons shown as 'Impossibile scaricare: {reason}' (spec part 1 §8). */
export const downloadRefusals = {
  noPass: 'Non hai un pass per questo template.',
  expired: 'Il pass per questo template è scaduto.',
  exhausted: 'Hai esaurito i download per questo template.',
} as const;

const refusalKeys: Readonly<Record<string, ApiMessageKey>> = {
  [downloadRefusals.noPass]: 'noPass',
  [downloadRefusals.expired]: 'passExpired',
  [downloadRefusals.exhausted]: 'downloadsExhausted',
};

/** A refusal reason as a keyed message (the reasons are the closed set above). */
export function downloadRefusalMessage(reason: string): ApiMessage | string {
  const key = refusalKeys[reason];
  return key === undefined ? reason : apiMessage(key);
}

/**
 * Whether the user may download this template now, without spending a download. The expiry is
 * compared with the database's clock, the same one the decrement uses, so the two never
 * disagree about a pass expiring at this very moment.
 */
export async function getDownloadStatus(db: Database, userId: string, templateId: string): Promise<CheckDownloadStatusResponse> {
  const plan = await getUserPlan(db, userId);
  if (plan.type === 'Annuale') return { canDownload: true, downloadsRemaining: 'illimitati' };
  const [pass] = await db
    .select({
      downloadsRemaining: unlockedTemplates.downloadsRemaining,
      isExpired: sql<boolean>`${unlockedTemplates.unlockExpiryDate} <= now()`,
    })
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, userId), eq(unlockedTemplates.templateId, templateId)))
    .limit(1);
  if (pass === undefined) return { canDownload: false, downloadsRemaining: 0, reason: downloadRefusals.noPass };
  const downloadsRemaining = Math.max(0, pass.downloadsRemaining);
  // An expired pass is named as expired even with downloads left: buying again is the remedy either way.
  if (pass.isExpired) return { canDownload: false, downloadsRemaining, reason: downloadRefusals.expired };
  if (downloadsRemaining === 0) return { canDownload: false, downloadsRemaining, reason: downloadRefusals.exhausted };
  return { canDownload: true, downloadsRemaining };
}
