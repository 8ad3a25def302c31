import { and, eq, sql } from 'drizzle-orm';
import { templateIdFromPath } from '../../shared/catalog/template-id.js';
import type { Database } from '../db/client.js';
import { unlockedTemplates } from '../db/schema.js';
import { judgeLayoutDownload } from './judge-layout-download.js';

/**
 * Whether the operator has upload rights (the editor's full limits) on the template: the annual
 * plan, their own uploaded template, or a pass for it that has not expired, spent or not. A
 * draft shared without them carries the large 'BOZZA'.
 */
export async function hasUploadRights(db: Database, userId: string, templatePath: string): Promise<boolean> {
  const verdict = await judgeLayoutDownload(db, userId, templatePath);
  if (verdict.kind === 'clean' || verdict.kind === 'pass') return true;
  const [pass] = await db
    .select({ id: unlockedTemplates.templateId })
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, userId), eq(unlockedTemplates.templateId, templateIdFromPath(templatePath)), sql`${unlockedTemplates.unlockExpiryDate} > now()`))
    .limit(1);
  return pass !== undefined;
}
