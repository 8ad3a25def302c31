import { and, eq, exists } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogRequests, drafts } from '../db/schema.js';

/**
 * Links a draft to a client request when both belong to the operator, in one statement. False
 * when either is missing or someone else's: the caller cannot tell which, so another
 * operator's request ids reveal nothing.
 */
export async function attachDraftToRequest(db: Database, input: { userId: string; requestId: string; draftId: string }): Promise<boolean> {
  const ownDraft = db
    .select({ id: drafts.id })
    .from(drafts)
    .where(and(eq(drafts.id, input.draftId), eq(drafts.userId, input.userId)));
  const rows = await db
    .update(catalogRequests)
    .set({ draftId: input.draftId })
    .where(and(eq(catalogRequests.id, input.requestId), eq(catalogRequests.operatorId, input.userId), exists(ownDraft)))
    .returning({ id: catalogRequests.id });
  return rows.length > 0;
}
