import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogRequests, drafts, requestEvents } from '../db/schema.js';

export interface DraftLink {
  operatorId: string;
  draftId: string;
  /** The link's reqId, if it has one. */
  requestId?: string | undefined;
}

/** Where a shared draft stands for the client holding its link. */
export type DraftStanding =
  /** No such draft of that operator. */
  | { kind: 'not-found' }
  | { kind: 'open'; requestId: string | null }
  | { kind: 'approved'; requestId: string; approvedAt: Date }
  | { kind: 'superseded'; requestId: string | null; newerDraftId: string };

/**
 * A draft's standing. A draft of a request is superseded once the request carries another
 * draft (the operator shared a newer one for it); a draft of no request, once a newer draft of
 * the same layout exists. The link's request is the one it names, if that request carries or
 * once carried the draft; without a reqId, the newest such request, preferring one that still
 * carries it.
 */
export async function findDraftStanding(db: Database, link: DraftLink): Promise<DraftStanding> {
  const [draft] = await db
    .select({ layoutId: drafts.layoutId, createdAt: drafts.createdAt })
    .from(drafts)
    .where(and(eq(drafts.id, link.draftId), eq(drafts.userId, link.operatorId)));
  if (draft === undefined) return { kind: 'not-found' };
  const request = await findLinkRequest(db, link);
  if (request !== undefined) {
    if (request.draftId !== null && request.draftId !== link.draftId) return { kind: 'superseded', requestId: request.id, newerDraftId: request.draftId };
    if (request.approvedDraftId === link.draftId && request.approvedAt !== null) return { kind: 'approved', requestId: request.id, approvedAt: request.approvedAt };
    return { kind: 'open', requestId: request.draftId === null ? null : request.id };
  }
  if (draft.layoutId !== null) {
    const [newer] = await db
      .select({ id: drafts.id })
      .from(drafts)
      // Compared in SQL: a JS Date keeps milliseconds, PostgreSQL microseconds.
      .where(and(eq(drafts.userId, link.operatorId), eq(drafts.layoutId, draft.layoutId), ne(drafts.id, link.draftId), gt(drafts.createdAt, sql`(select d.created_at from drafts d where d.id = ${link.draftId})`)))
      .orderBy(desc(drafts.createdAt))
      .limit(1);
    if (newer !== undefined) return { kind: 'superseded', requestId: null, newerDraftId: newer.id };
  }
  return { kind: 'open', requestId: null };
}

/** The operator's request the link is about: it carries the draft now, or the draft was sent on it. */
async function findLinkRequest(db: Database, link: DraftLink) {
  const sentOn = db
    .select({ requestId: requestEvents.requestId })
    .from(requestEvents)
    .where(and(eq(requestEvents.draftId, link.draftId), eq(requestEvents.kind, 'sent')));
  const [request] = await db
    .select({ id: catalogRequests.id, draftId: catalogRequests.draftId, approvedDraftId: catalogRequests.approvedDraftId, approvedAt: catalogRequests.approvedAt })
    .from(catalogRequests)
    .where(
      and(
        eq(catalogRequests.operatorId, link.operatorId),
        link.requestId === undefined ? undefined : eq(catalogRequests.id, link.requestId),
        or(eq(catalogRequests.draftId, link.draftId), inArray(catalogRequests.id, sentOn)),
      ),
    )
    .orderBy(sql`(${catalogRequests.draftId} is not distinct from ${link.draftId}) desc`, desc(catalogRequests.createdAt), desc(catalogRequests.id))
    .limit(1);
  return request;
}
