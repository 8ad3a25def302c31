import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { brandFonts } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles } from '../uploads/storage-quota.js';

/**
 * Removes the owner's face and its file; false when no such face is theirs. Layouts that name
 * the family keep it: the editor draws them in the default font and says so.
 */
export async function deleteBrandFont(db: Database, store: BlobStore, input: { userId: string; fontId: string }): Promise<boolean> {
  const [row] = await db
    .delete(brandFonts)
    .where(and(eq(brandFonts.id, input.fontId), eq(brandFonts.userId, input.userId)))
    .returning({ key: brandFonts.key });
  if (row === undefined) return false;
  await store.delete(row.key);
  await releaseStoredFiles(db, [row.key]);
  return true;
}
