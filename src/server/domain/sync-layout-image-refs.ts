import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import type { Database } from '../db/client.js';
import { layoutImageRefs, layoutImages } from '../db/schema.js';
import { layoutImageKey, listLayoutImageNames } from './list-layout-image-names.js';

/**
 * Makes the layout's image references what its newly stored document shows; run inside the
 * save's transaction. Only the operator's own uploads count (another operator's URL is not
 * served to them anyway). A referenced image is marked in use under a row lock, so the purge,
 * which only deletes images still marked unreferenced, cannot take it away meanwhile. An image
 * this save dropped that no other layout names starts its grace period (purge-layouts.ts): an
 * undo or another tab may still bring it back.
 */
export async function syncLayoutImageRefs(tx: Database, input: { userId: string; layoutId: string; document: LayoutDocument; now: Date }): Promise<void> {
  const wanted = listLayoutImageNames(input.document).map((name) => layoutImageKey(input.userId, name));
  const present =
    wanted.length === 0
      ? []
      : (
          await tx
            .update(layoutImages)
            .set({ unreferencedSince: null })
            .where(and(eq(layoutImages.userId, input.userId), inArray(layoutImages.key, wanted)))
            .returning({ key: layoutImages.key })
        ).map((row) => row.key);
  const dropped = await tx
    .delete(layoutImageRefs)
    .where(and(eq(layoutImageRefs.layoutId, input.layoutId), present.length === 0 ? undefined : notInArray(layoutImageRefs.imageKey, present)))
    .returning({ key: layoutImageRefs.imageKey });
  if (present.length > 0) {
    await tx
      .insert(layoutImageRefs)
      .values(present.map((imageKey) => ({ layoutId: input.layoutId, imageKey })))
      .onConflictDoNothing();
  }
  if (dropped.length === 0) return;
  await tx
    .update(layoutImages)
    .set({ unreferencedSince: input.now })
    .where(
      and(
        inArray(
          layoutImages.key,
          dropped.map((row) => row.key),
        ),
        sql`not exists (select 1 from ${layoutImageRefs} where ${layoutImageRefs.imageKey} = ${layoutImages.key})`,
      ),
    );
}
