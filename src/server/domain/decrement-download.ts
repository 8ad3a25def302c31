import { and, eq, gt, sql } from 'drizzle-orm';
import type { DownloadsRemaining } from '../../shared/api/downloads.js';
import type { Database } from '../db/client.js';
import { unlockedTemplates } from '../db/schema.js';
import { downloadRefusals, getDownloadStatus } from './get-download-status.js';
import { getUserPlan } from './get-user-plan.js';

export type DecrementDownloadResult = { isAllowed: true; downloadsRemaining: DownloadsRemaining } | { isAllowed: false; reason: string };

/**
 * Spends one download of the user's pass for this template. The check and the decrement are a
 * single statement, so parallel requests (two tabs, a double click, a script) can never spend
 * more downloads than the pass has: PostgreSQL re-checks the WHERE clause on the row it locks.
 * The annual plan is unlimited and leaves the counter alone.
 */
export async function decrementDownload(db: Database, userId: string, templateId: string): Promise<DecrementDownloadResult> {
  const plan = await getUserPlan(db, userId);
  if (plan.type === 'Annuale') return { isAllowed: true, downloadsRemaining: 'illimitati' };
  const [row] = await db
    .update(unlockedTemplates)
    .set({ downloadsRemaining: sql`${unlockedTemplates.downloadsRemaining} - 1` })
    .where(
      and(
        eq(unlockedTemplates.userId, userId),
        eq(unlockedTemplates.templateId, templateId),
        gt(unlockedTemplates.downloadsRemaining, 0),
        sql`${unlockedTemplates.unlockExpiryDate} > now()`,
      ),
    )
    .returning({ downloadsRemaining: unlockedTemplates.downloadsRemaining });
  if (row !== undefined) return { isAllowed: true, downloadsRemaining: row.downloadsRemaining };
  // Refused: read again only to tell the user why.
  const status = await getDownloadStatus(db, userId, templateId);
  return { isAllowed: false, reason: status.reason ?? downloadRefusals.exhausted };
}

/**
 * Gives back a download spent for a file that could not be made (the build failed after the
 * spend): the operator pays only for files they get.
 */
export async function refundDownload(db: Database, userId: string, templateId: string): Promise<void> {
  await db
    .update(unlockedTemplates)
    .set({ downloadsRemaining: sql`${unlockedTemplates.downloadsRemaining} + 1` })
    .where(and(eq(unlockedTemplates.userId, userId), eq(unlockedTemplates.templateId, templateId)));
}
