import { and, eq, isNull } from 'drizzle-orm';
import type { LayoutSummary } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { layouts } from '../db/schema.js';
import { layoutSummaryColumns, toLayoutSummary } from './layout-summary.js';

/**
 * 'Mostra nel catalogo' on or off for a live layout of the operator's. Not a change of the
 * document (no new revision, the list's order stays), so an editor open elsewhere saves on
 * without a conflict. Null when there is no such live layout of theirs.
 */
export async function setLayoutCatalog(db: Database, input: { userId: string; layoutId: string; shownInCatalog: boolean }): Promise<LayoutSummary | null> {
  const [row] = await db
    .update(layouts)
    .set({ shownInCatalog: input.shownInCatalog })
    .where(and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId), isNull(layouts.deletedAt)))
    .returning(layoutSummaryColumns);
  return row === undefined ? null : toLayoutSummary(row);
}
