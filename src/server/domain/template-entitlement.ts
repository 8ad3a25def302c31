import { and, eq, gt, sql } from 'drizzle-orm';
import { customTemplateKeyFromUrl, customTemplateKeyPrefix } from '../../shared/api/custom-templates.js';
import { templatesPrefix } from '../../shared/catalog/template-entry.js';
import { templateIdFromPath } from '../../shared/catalog/template-id.js';
import type { Database } from '../db/client.js';
import { unlockedTemplates } from '../db/schema.js';
import { getUserPlan } from './get-user-plan.js';

/**
 * Whether this operator gets the template's print original: the editor's rule (drawsPrintOriginal)
 * judged by the server. A built-in template: the annual plan, or a valid pass for it (downloads
 * left, not expired; a spent pass keeps the editor's full limits but draws the display copy, or
 * the original would be a clean print file for nothing). An uploaded template: its owner, while
 * they have upload rights (the annual plan).
 */
export async function isEntitledToTemplate(db: Database, userId: string, templatePath: string): Promise<boolean> {
  const customKey = customTemplateKeyFromUrl(templatePath);
  if (customKey !== null) return customTemplateOwner(customKey) === userId && (await getUserPlan(db, userId)).type === 'Annuale';
  if (!templatePath.startsWith(templatesPrefix)) return false;
  if ((await getUserPlan(db, userId)).type === 'Annuale') return true;
  const [pass] = await db
    .select({ userId: unlockedTemplates.userId })
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, userId), eq(unlockedTemplates.templateId, templateIdFromPath(templatePath)), gt(unlockedTemplates.downloadsRemaining, 0), sql`${unlockedTemplates.unlockExpiryDate} > now()`))
    .limit(1);
  return pass !== undefined;
}

/** The user whose folder a stored custom-template key is in (custom-templates/{user}/…). */
export function customTemplateOwner(key: string): string | null {
  if (!key.startsWith(customTemplateKeyPrefix)) return null;
  return key.slice(customTemplateKeyPrefix.length).split('/')[0] || null;
}
