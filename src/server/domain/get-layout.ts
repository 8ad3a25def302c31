import { and, eq, isNull } from 'drizzle-orm';
import type { LayoutRecord } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { catalogRequests, layouts } from '../db/schema.js';
import { toLayoutSummary } from './layout-summary.js';
import { readStoredLayoutDocument } from './read-stored-layout-document.js';

/**
 * A live layout of the operator with its document brought to the current schema, and the names
 * and event date of the client request it was made for; null otherwise (404).
 */
export async function getLayout(db: Database, input: { userId: string; layoutId: string }): Promise<LayoutRecord | null> {
  const [found] = await db
    .select({ row: layouts, formData: catalogRequests.formData })
    .from(layouts)
    // The request's client, for the share dialog: only a request of the same operator.
    .leftJoin(catalogRequests, and(eq(catalogRequests.id, layouts.requestId), eq(catalogRequests.operatorId, input.userId)))
    .where(and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId), isNull(layouts.deletedAt)));
  if (found === undefined) return null;
  const { row, formData } = found;
  const requestForm = formData === null ? null : { names: formData.names ?? '', eventDate: formData.eventDate ?? '' };
  return { ...toLayoutSummary(row), document: readStoredLayoutDocument(row.document, row.id), requestForm };
}
