import { and, eq, gte, isNull } from 'drizzle-orm';
import type { DraftLayoutRef } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { drafts, layouts } from '../db/schema.js';
import { normalisePng, type NormalisedPng } from '../images/normalise-png.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles, reserveStoredFiles, type StorageQuota, type StorageQuotaRefusal } from '../uploads/storage-quota.js';

/** Far beyond any template at print resolution (1800 px) times the 1.5 draft scale. */
export const maxDraftSide = 6000;

export function draftBlobKey(userId: string, draftId: string): string {
  return `drafts/${userId}/${draftId}.png`;
}

/**
 * Stores an operator's draft: the PNG is decoded and re-encoded first (see normalisePng), and
 * `stamp` redraws it when given (the 'BOZZA' of an operator without the right to a clean draft), then
 * the row claims the id, and only then are the bytes written. In that order a duplicate id can
 * never overwrite the blob of the draft that owns it.
 */
export async function createDraft(
  db: Database,
  store: BlobStore,
  input: { userId: string; draftId: string; png: Buffer; layout?: DraftLayoutRef; stamp?: (image: NormalisedPng) => Promise<Buffer> },
  quota: StorageQuota,
): Promise<'created' | 'exists' | 'layout-not-found' | StorageQuotaRefusal> {
  const layout = input.layout === undefined ? undefined : await findOwnLayout(db, input.userId, input.layout);
  if (layout === null) return 'layout-not-found';
  const normalised = await normalisePng(input.png, maxDraftSide);
  const image = input.stamp === undefined ? normalised : { ...normalised, bytes: await input.stamp(normalised) };
  const blobKey = draftBlobKey(input.userId, input.draftId);
  const claimed = await db
    .insert(drafts)
    .values({
      id: input.draftId,
      userId: input.userId,
      blobKey,
      byteSize: image.bytes.length,
      width: image.width,
      height: image.height,
      layoutId: input.layout?.layoutId ?? null,
      layoutRevision: input.layout?.layoutRevision ?? null,
      // What the client's draft page shows and lets the client edit (the layout moves on).
      layoutDocument: layout?.revision === input.layout?.layoutRevision ? (layout?.document ?? null) : null,
    })
    .onConflictDoNothing({ target: drafts.id })
    .returning({ id: drafts.id });
  if (claimed.length === 0) return 'exists';
  let refusal: StorageQuotaRefusal | undefined;
  try {
    refusal = await reserveStoredFiles(db, input.userId, [{ key: blobKey, byteSize: image.bytes.length }], quota);
  } catch (error) {
    await db.delete(drafts).where(eq(drafts.id, input.draftId));
    throw error;
  }
  if (refusal !== undefined) {
    await db.delete(drafts).where(eq(drafts.id, input.draftId));
    return refusal;
  }
  try {
    await store.put(blobKey, image.bytes, 'image/png');
  } catch (error) {
    // No row may point at bytes that were never written.
    await db.delete(drafts).where(eq(drafts.id, input.draftId));
    await releaseStoredFiles(db, [blobKey]);
    throw error;
  }
  return 'created';
}

/** The draft may name only a live layout of the same operator, at a revision it has reached; null otherwise. */
async function findOwnLayout(db: Database, userId: string, ref: DraftLayoutRef): Promise<{ revision: number; document: unknown } | null> {
  const [row] = await db
    .select({ revision: layouts.revision, document: layouts.document })
    .from(layouts)
    .where(and(eq(layouts.id, ref.layoutId), eq(layouts.userId, userId), isNull(layouts.deletedAt), gte(layouts.revision, ref.layoutRevision)));
  return row ?? null;
}
