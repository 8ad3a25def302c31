import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { LayoutSummary } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { layouts } from '../db/schema.js';
import { layoutSummaryColumns, restoreCutoff, toLayoutSummary } from './layout-summary.js';

/**
 * 'Ripristina': brings back a layout deleted less than layoutRestoreDays ago; a live one is
 * answered as it is (a retried restore is not an error); anything else is null (404).
 */
export async function restoreLayout(db: Database, input: { userId: string; layoutId: string }, now = new Date()): Promise<LayoutSummary | null> {
  const owned = and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId));
  const [row] = await db
    .update(layouts)
    .set({ deletedAt: null })
    .where(and(owned, isNotNull(layouts.deletedAt), gt(layouts.deletedAt, restoreCutoff(now))))
    .returning(layoutSummaryColumns);
  if (row !== undefined) return toLayoutSummary(row);
  const [live] = await db.select(layoutSummaryColumns).from(layouts).where(and(owned, isNull(layouts.deletedAt)));
  return live === undefined ? null : toLayoutSummary(live);
}
