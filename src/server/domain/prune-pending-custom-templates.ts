import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles } from '../uploads/storage-quota.js';

/** How long an upload waits for its save-custom-template-metadata call before it is dropped. */
export const pendingUploadTtlMs = 60 * 60 * 1000;

/**
 * Drops this user's uploads that were never saved and are older than the TTL, rows first and
 * then their files, so an abandoned upload does not keep its two files for ever.
 */
export async function prunePendingCustomTemplates(db: Database, store: BlobStore, userId: string, now = new Date()): Promise<number> {
  const stale = await db
    .delete(customTemplates)
    .where(and(eq(customTemplates.userId, userId), eq(customTemplates.saved, false), lt(customTemplates.createdAt, new Date(now.getTime() - pendingUploadTtlMs))))
    .returning({ originalKey: customTemplates.originalKey, previewKey: customTemplates.previewKey });
  await Promise.all(stale.flatMap((row) => [store.delete(row.originalKey), store.delete(row.previewKey)]));
  await releaseStoredFiles(db, stale.flatMap((row) => [row.originalKey, row.previewKey]));
  return stale.length;
}
