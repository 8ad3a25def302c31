import { inArray, sql } from 'drizzle-orm';
import { maxTimelineEvents, type RequestEvent, RequestEventKind } from '../../shared/api/request-events.js';
import type { Database } from '../db/client.js';
import { requestEvents } from '../db/schema.js';

/**
 * The timelines of a page of requests, in one query: each request's latest maxTimelineEvents
 * events, oldest of them first. Requests without events are absent from the map.
 */
export async function listRequestTimelines(db: Database, requestIds: readonly string[]): Promise<Map<string, RequestEvent[]>> {
  const timelines = new Map<string, RequestEvent[]>();
  if (requestIds.length === 0) return timelines;
  const ranked = db
    .select({
      requestId: requestEvents.requestId,
      kind: requestEvents.kind,
      at: requestEvents.at,
      id: requestEvents.id,
      rank: sql<number>`row_number() over (partition by ${requestEvents.requestId} order by ${requestEvents.at} desc, ${requestEvents.id} desc)`.as('rank'),
    })
    .from(requestEvents)
    .where(inArray(requestEvents.requestId, [...requestIds]))
    .as('ranked');
  const rows = await db
    .select({ requestId: ranked.requestId, kind: ranked.kind, at: ranked.at })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${maxTimelineEvents}`)
    .orderBy(ranked.requestId, ranked.at, ranked.id);
  for (const row of rows) {
    const kind = RequestEventKind.safeParse(row.kind);
    if (!kind.success) continue;
    const list = timelines.get(row.requestId) ?? [];
    list.push({ kind: kind.data, at: row.at.toISOString() });
    timelines.set(row.requestId, list);
  }
  return timelines;
}
