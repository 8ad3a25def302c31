import { and, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { boothPackRevisions, layoutImageRefs, layoutImages, layouts } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles } from '../uploads/storage-quota.js';
import { restoreCutoff } from './layout-summary.js';

/**
 * How long an image no saved layout names is kept: an undo in an open editor, or another tab
 * still holding the older document, may save it back. Uploads never saved into a layout go too.
 */
export const layoutImageGraceMs = 24 * 60 * 60 * 1000;
/** Rows handled per statement, so one run never holds many locks or a long transaction. */
const batchSize = 200;

export interface PurgeReport {
  layouts: number;
  images: number;
}

/**
 * Housekeeping, safe to run from several processes at once (rows are claimed with SKIP LOCKED
 * and deleted before their files). 1. Layouts in the bin past the restore window are deleted
 * for good with their thumbnails; images only they named become removable at once (they were
 * out of every live layout for the whole restore window). 2. Images no layout names and that
 * have been unreferenced for the grace period are deleted, file and ledger row.
 * A soft-deleted layout still references its images: 'Ripristina' must give them back.
 */
export async function purgeLayouts(db: Database, store: BlobStore, now = new Date()): Promise<PurgeReport> {
  let purgedLayouts = 0;
  for (;;) {
    const batch = await purgeDeletedLayoutBatch(db, now);
    purgedLayouts += batch.thumbnailKeys.length;
    await Promise.all([...batch.thumbnailKeys, ...batch.boothPackKeys].map((key) => (key === null ? undefined : store.delete(key))));
    await releaseStoredFiles(db, batch.boothPackKeys);
    if (batch.thumbnailKeys.length < batchSize) break;
  }
  let purgedImages = 0;
  for (;;) {
    const keys = await claimUnreferencedImages(db, now);
    await Promise.all(keys.map((key) => store.delete(key)));
    await releaseStoredFiles(db, keys);
    purgedImages += keys.length;
    if (keys.length < batchSize) break;
  }
  return { layouts: purgedLayouts, images: purgedImages };
}

/** Deletes one batch of expired layouts; answers their thumbnail keys (null: none) and their published booth packs' keys. */
async function purgeDeletedLayoutBatch(db: Database, now: Date): Promise<{ thumbnailKeys: (string | null)[]; boothPackKeys: string[] }> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: layouts.id })
      .from(layouts)
      .where(and(isNotNull(layouts.deletedAt), lte(layouts.deletedAt, restoreCutoff(now))))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (expired.length === 0) return { thumbnailKeys: [], boothPackKeys: [] };
    const ids = expired.map((row) => row.id);
    const packs = await tx.delete(boothPackRevisions).where(inArray(boothPackRevisions.layoutId, ids)).returning({ key: boothPackRevisions.blobKey });
    const refs = await tx.delete(layoutImageRefs).where(inArray(layoutImageRefs.layoutId, ids)).returning({ key: layoutImageRefs.imageKey });
    const removed = await tx.delete(layouts).where(inArray(layouts.id, ids)).returning({ thumbnailKey: layouts.thumbnailKey });
    const imageKeys = [...new Set(refs.map((ref) => ref.key))];
    if (imageKeys.length > 0) {
      await tx
        .update(layoutImages)
        .set({ unreferencedSince: new Date(now.getTime() - layoutImageGraceMs) })
        .where(and(inArray(layoutImages.key, imageKeys), sql`not exists (select 1 from ${layoutImageRefs} where ${layoutImageRefs.imageKey} = ${layoutImages.key})`));
    }
    return { thumbnailKeys: removed.map((row) => row.thumbnailKey), boothPackKeys: packs.map((row) => row.key) };
  });
}

/**
 * Deletes one batch of image rows unreferenced for the grace period and answers their keys. A
 * save that names one of them marks it referenced under the same row lock, and the DELETE
 * re-checks its condition on the row it waited for, so a revived image is never taken.
 */
async function claimUnreferencedImages(db: Database, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - layoutImageGraceMs);
  const stale = db
    .select({ key: layoutImages.key })
    .from(layoutImages)
    .where(and(isNotNull(layoutImages.unreferencedSince), lte(layoutImages.unreferencedSince, cutoff)))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(layoutImages)
    .where(
      and(
        inArray(layoutImages.key, stale),
        lte(layoutImages.unreferencedSince, cutoff),
        sql`not exists (select 1 from ${layoutImageRefs} where ${layoutImageRefs.imageKey} = ${layoutImages.key})`,
      ),
    )
    .returning({ key: layoutImages.key });
  return rows.map((row) => row.key);
}
