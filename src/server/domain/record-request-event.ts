import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { RequestEventKind } from '../../shared/api/request-events.js';
import type { Database } from '../db/client.js';
import { catalogRequests, requestEvents } from '../db/schema.js';

/**
 * The most rows a request keeps: far more than any real request lives through (a few drafts,
 * each sent, opened, answered), while a client toggling answers for months still adds a bounded
 * number. Past it, new events are not recorded; the request itself still changes.
 */
export const maxEventsPerRequest = 200;

export interface RequestEventInput {
  requestId: string;
  kind: RequestEventKind;
  /** When it happened; the database's now() when absent. */
  at?: Date;
  /** The draft it concerns (sent, opened, answers), when there is one. */
  draftId?: string | null;
}

/**
 * Records one event on a request's timeline, in the caller's transaction when given one. True
 * when a row was written; false when there is no such request, it is at its cap, or the event
 * is one kept once and already there ('opened' once per draft, 'sent' once per request and draft).
 */
export async function recordRequestEvent(db: Database, input: RequestEventInput): Promise<boolean> {
  const at = input.at === undefined ? sql`now()` : sql`${input.at.toISOString()}::timestamptz`;
  const count = db.select({ n: sql`count(*)` }).from(requestEvents).where(eq(requestEvents.requestId, input.requestId));
  // One statement: the cap is read and the row written together, and a duplicate of a once-only
  // event meets its unique index and is dropped by ON CONFLICT.
  const result = await db.execute(sql`
    insert into ${requestEvents} (id, request_id, draft_id, kind, at)
    select ${randomUUID()}, ${input.requestId}, ${input.draftId ?? null}, ${input.kind}, ${at}
    where exists (select 1 from ${catalogRequests} where ${catalogRequests.id} = ${input.requestId})
      and (${count}) < ${maxEventsPerRequest}
    on conflict do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
