import { and, eq, isNull } from 'drizzle-orm';
import type { LayoutRecord } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { layouts } from '../db/schema.js';
import { toLayoutSummary } from './layout-summary.js';
import { readStoredLayoutDocument } from './read-stored-layout-document.js';

/** A live layout of the operator with its document brought to the current schema; null otherwise (404). */
export async function getLayout(db: Database, input: { userId: string; layoutId: string }): Promise<LayoutRecord | null> {
  const [row] = await db
    .select()
    .from(layouts)
    .where(and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId), isNull(layouts.deletedAt)));
  if (row === undefined) return null;
  return { ...toLayoutSummary(row), document: readStoredLayoutDocument(row.document, row.id) };
}
