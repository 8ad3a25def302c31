import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles } from '../uploads/storage-quota.js';

/** Removes the owner's template and its two files; false when no such template is theirs. */
export async function deleteCustomTemplate(db: Database, store: BlobStore, input: { userId: string; templateId: string }): Promise<boolean> {
  const [row] = await db
    .delete(customTemplates)
    .where(and(eq(customTemplates.id, input.templateId), eq(customTemplates.userId, input.userId)))
    .returning({ originalKey: customTemplates.originalKey, previewKey: customTemplates.previewKey });
  if (row === undefined) return false;
  // The row goes first: a file left behind by a failed delete is served to nobody's list.
  await Promise.all([store.delete(row.originalKey), store.delete(row.previewKey)]);
  await releaseStoredFiles(db, [row.originalKey, row.previewKey]);
  return true;
}
