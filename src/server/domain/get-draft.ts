import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { drafts } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';

/** Where a draft's PNG is stored, and when the draft was made. */
export interface StoredDraft {
  blobKey: string;
  createdAt: Date;
}

/** A draft by its id, or null when there is no such draft. */
export async function findDraft(db: Database, draftId: string): Promise<StoredDraft | null> {
  const [row] = await db.select({ blobKey: drafts.blobKey, createdAt: drafts.createdAt }).from(drafts).where(eq(drafts.id, draftId)).limit(1);
  return row ?? null;
}

/** A draft's PNG, or null when its bytes are gone (or not written yet: the row comes first). */
export async function readDraftPng(store: BlobStore, draft: StoredDraft): Promise<Buffer | null> {
  const blob = await store.get(draft.blobKey);
  return blob?.bytes ?? null;
}
