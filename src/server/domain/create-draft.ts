import { and, eq, gte, isNull } from 'drizzle-orm';
import type { DraftLayoutRef } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { drafts, layouts } from '../db/schema.js';
import { normalisePng } from '../images/normalise-png.js';
import { stampDraftMark } from '../images/stamp-draft-mark.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles, reserveStoredFiles, type StorageQuota } from '../uploads/storage-quota.js';
import { getUserPlan } from './get-user-plan.js';
import { readStoredLayoutDocument } from './read-stored-layout-document.js';
import { isEntitledToTemplate } from './template-entitlement.js';

/** Far beyond any template at print resolution (1800 px) times the 1.5 draft scale. */
export const maxDraftSide = 6000;

export function draftBlobKey(userId: string, draftId: string): string {
  return `drafts/${userId}/${draftId}.png`;
}

/**
 * Stores an operator's draft: the PNG is decoded and re-encoded first (see normalisePng), then
 * the row claims the id, and only then are the bytes written. In that order a duplicate id can
 * never overwrite the blob of the draft that owns it. Unless the operator is entitled to the
 * template of the layout the draft names (annual plan, a pass for it, their own upload with the
 * plan; without a layout, the annual plan alone), the server draws the large 'BOZZA' over it
 * itself: a public draft is never a clean print of a template the operator has not paid for.
 */
export async function createDraft(
  db: Database,
  store: BlobStore,
  input: { userId: string; draftId: string; png: Buffer; layout?: DraftLayoutRef },
  quota: StorageQuota,
): Promise<'created' | 'exists' | 'layout-not-found'> {
  const templatePath = input.layout === undefined ? null : await ownLayoutTemplate(db, input.userId, input.layout);
  if (input.layout !== undefined && templatePath === null) return 'layout-not-found';
  const normalised = await normalisePng(input.png, maxDraftSide);
  const isEntitled = templatePath === null ? (await getUserPlan(db, input.userId)).type === 'Annuale' : await isEntitledToTemplate(db, input.userId, templatePath);
  const image = isEntitled ? normalised : { ...normalised, bytes: await stampDraftMark(normalised.bytes, normalised.width, normalised.height) };
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
    })
    .onConflictDoNothing({ target: drafts.id })
    .returning({ id: drafts.id });
  if (claimed.length === 0) return 'exists';
  try {
    await reserveStoredFiles(db, input.userId, [{ key: blobKey, byteSize: image.bytes.length }], quota);
  } catch (error) {
    await db.delete(drafts).where(eq(drafts.id, input.draftId));
    throw error;
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

/**
 * The draft may name only a live layout of the same operator, at a revision it has reached: the
 * template its document draws (a save cannot change it), or null for any other layout.
 */
async function ownLayoutTemplate(db: Database, userId: string, ref: DraftLayoutRef): Promise<string | null> {
  const [row] = await db
    .select({ document: layouts.document })
    .from(layouts)
    .where(and(eq(layouts.id, ref.layoutId), eq(layouts.userId, userId), isNull(layouts.deletedAt), gte(layouts.revision, ref.layoutRevision)));
  return row === undefined ? null : readStoredLayoutDocument(row.document, ref.layoutId).template.path;
}
