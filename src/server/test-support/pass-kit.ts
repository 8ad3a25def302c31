import { and, eq } from 'drizzle-orm';
import { templateIdFromPath } from '../../shared/catalog/template-id.js';
import type { Database } from '../db/client.js';
import { unlockedTemplates } from '../db/schema.js';

/** A single-template pass for this operator, as a payment would leave it, valid for a week. */
export async function givePass(db: Database, userId: string, templatePath: string, downloadsRemaining: number): Promise<void> {
  await db.insert(unlockedTemplates).values({
    userId,
    templateId: templateIdFromPath(templatePath),
    originalPath: templatePath,
    previewPath: templatePath,
    downloadsRemaining,
    unlockExpiryDate: new Date(Date.now() + 7 * 86_400_000),
  });
}

/** The downloads left on this operator's pass for the template (undefined: no pass). */
export async function passDownloadsLeft(db: Database, userId: string, templatePath: string): Promise<number | undefined> {
  const [row] = await db
    .select({ left: unlockedTemplates.downloadsRemaining })
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, userId), eq(unlockedTemplates.templateId, templateIdFromPath(templatePath))));
  return row?.left;
}
