import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { drafts } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';

/** A draft's PNG by its id, or null when there is no such draft (or its bytes are gone). */
export async function getDraft(db: Database, store: BlobStore, draftId: string): Promise<Buffer | null> {
  const [row] = await db.select({ blobKey: drafts.blobKey }).from(drafts).where(eq(drafts.id, draftId)).limit(1);
  if (row === undefined) return null;
  const blob = await store.get(row.blobKey);
  return blob?.bytes ?? null;
}
