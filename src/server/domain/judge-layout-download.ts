import { and, eq } from 'drizzle-orm';
import type { DownloadsRemaining } from '../../shared/api/downloads.js';
import { customTemplateKeyFromUrl } from '../../shared/api/custom-templates.js';
import { templateIdFromPath } from '../../shared/catalog/template-id.js';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';
import { downloadRefusals, getDownloadStatus } from './get-download-status.js';
import { getUserPlan } from './get-user-plan.js';

/**
 * What a download of a layout whose document uses `templatePath` gets, judged on the server:
 * - clean: the annual plan, or the operator's own uploaded template; nothing is counted;
 * - pass: a pass for this template with downloads left; the file is clean once one download is
 *   spent (decrementDownload, after the file is drawn, so a failed drawing costs nothing);
 * - watermarked: no pass for this template (the free path);
 * - refused: a pass that expired or has no downloads left, with the reason to show.
 */
export type LayoutDownloadVerdict =
  | { kind: 'clean'; downloadsRemaining: DownloadsRemaining }
  | { kind: 'pass'; templateId: string }
  | { kind: 'watermarked' }
  | { kind: 'refused'; reason: string };

export async function judgeLayoutDownload(db: Database, userId: string, templatePath: string): Promise<LayoutDownloadVerdict> {
  const plan = await getUserPlan(db, userId);
  if (plan.type === 'Annuale') return { kind: 'clean', downloadsRemaining: 'illimitati' };
  if (await isOwnCustomTemplate(db, userId, templatePath)) return { kind: 'clean', downloadsRemaining: 'illimitati' };
  const templateId = templateIdFromPath(templatePath);
  const status = await getDownloadStatus(db, userId, templateId);
  if (status.canDownload) return { kind: 'pass', templateId };
  if (status.reason === downloadRefusals.noPass) return { kind: 'watermarked' };
  return { kind: 'refused', reason: status.reason ?? downloadRefusals.exhausted };
}

async function isOwnCustomTemplate(db: Database, userId: string, templatePath: string): Promise<boolean> {
  const key = customTemplateKeyFromUrl(templatePath);
  if (key === null) return false;
  const [row] = await db
    .select({ id: customTemplates.id })
    .from(customTemplates)
    .where(and(eq(customTemplates.userId, userId), eq(customTemplates.originalKey, key)))
    .limit(1);
  return row !== undefined;
}
