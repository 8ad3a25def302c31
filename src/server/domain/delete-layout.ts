import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { LayoutSummary } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { layouts } from '../db/schema.js';
import { layoutSummaryColumns, restoreCutoff, toLayoutSummary } from './layout-summary.js';

/**
 * Soft delete: the row, its document, thumbnail and image references stay until the purge, so
 * 'Ripristina' gives everything back. Deleting a layout already in the bin answers it as it is
 * (a retried request is not an error); one past the restore window is gone (null: 404). It
 * leaves the public catalogue too, and a restored layout does not return there unasked.
 */
export async function deleteLayout(db: Database, input: { userId: string; layoutId: string }, now = new Date()): Promise<LayoutSummary | null> {
  const owned = and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId));
  const [deleted] = await db
    .update(layouts)
    .set({ deletedAt: now, shownInCatalog: false })
    .where(and(owned, isNull(layouts.deletedAt)))
    .returning(layoutSummaryColumns);
  if (deleted !== undefined) return toLayoutSummary(deleted);
  const [already] = await db
    .select(layoutSummaryColumns)
    .from(layouts)
    .where(and(owned, or(isNull(layouts.deletedAt), gt(layouts.deletedAt, restoreCutoff(now)))));
  return already === undefined ? null : toLayoutSummary(already);
}
