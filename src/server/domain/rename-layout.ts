import { and, eq, isNull } from 'drizzle-orm';
import type { LayoutSummary } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { layouts } from '../db/schema.js';
import { layoutSummaryColumns, toLayoutSummary } from './layout-summary.js';
import { toSearchName } from './to-search-name.js';

/**
 * Renames a live layout. A rename is a change the list shows first, but not a new revision of
 * the document, so an editor open elsewhere keeps saving without a conflict.
 */
export async function renameLayout(db: Database, input: { userId: string; layoutId: string; name: string }): Promise<LayoutSummary | null> {
  const [row] = await db
    .update(layouts)
    .set({ name: input.name, searchName: toSearchName(input.name), updatedAt: new Date() })
    .where(and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId), isNull(layouts.deletedAt)))
    .returning(layoutSummaryColumns);
  return row === undefined ? null : toLayoutSummary(row);
}
