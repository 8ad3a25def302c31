import { and, eq, exists } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogRequests, drafts } from '../db/schema.js';
import { recordRequestEvent } from './record-request-event.js';

/**
 * Links a draft to a client request when both belong to the operator, in one statement, and
 * puts 'sent' on the request's timeline (once per request and draft). A draft the request
 * carried before is from then on superseded (findDraftStanding). False when either is missing
 * or someone else's: the caller cannot tell which, so another operator's request ids reveal nothing.
 */
export async function attachDraftToRequest(db: Database, input: { userId: string; requestId: string; draftId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ownDraft = tx
      .select({ id: drafts.id })
      .from(drafts)
      .where(and(eq(drafts.id, input.draftId), eq(drafts.userId, input.userId)));
    const rows = await tx
      .update(catalogRequests)
      .set({ draftId: input.draftId })
      .where(and(eq(catalogRequests.id, input.requestId), eq(catalogRequests.operatorId, input.userId), exists(ownDraft)))
      .returning({ id: catalogRequests.id });
    if (rows.length === 0) return false;
    await recordRequestEvent(tx, { requestId: input.requestId, draftId: input.draftId, kind: 'sent' });
    return true;
  });
}
