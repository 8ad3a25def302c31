import { and, desc, eq, gt, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import { defaultLayoutPageSize, type LayoutSummary, type ListLayoutsQuery, type ListLayoutsResponse } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { layouts } from '../db/schema.js';
import { decodeLayoutCursor, encodeLayoutCursor } from './layout-cursor.js';
import { layoutSummaryColumns, restoreCutoff, toLayoutSummary } from './layout-summary.js';
import { toSearchName } from './to-search-name.js';

/** A page never weighs more than this as JSON, whatever names and paths it holds. */
export const maxLayoutPageBytes = 50 * 1024;

/**
 * One page of the operator's layouts, newest change first, walking a partial index on
 * (user_id, updated_at desc, id desc) from the cursor: the cost of a page does not grow with the
 * operator's history. The cursor is the last row's key, so layouts created while someone pages
 * land before the first page and never shift the later ones (no duplicates, no skips).
 */
export async function listLayouts(db: Database, userId: string, query: ListLayoutsQuery, now = new Date()): Promise<ListLayoutsResponse | { kind: 'invalid-cursor' }> {
  const limit = query.limit ?? defaultLayoutPageSize;
  const conditions: (SQL | undefined)[] = [eq(layouts.userId, userId)];
  conditions.push(query.deleted === '1' ? and(isNotNull(layouts.deletedAt), gt(layouts.deletedAt, restoreCutoff(now))) : isNull(layouts.deletedAt));
  const search = query.q === undefined ? '' : toSearchName(query.q);
  if (search !== '') conditions.push(like(layouts.searchName, `%${escapeLike(search)}%`));
  if (query.template !== undefined && query.template !== '') conditions.push(eq(layouts.templatePath, query.template));
  if (query.theme !== undefined && query.theme !== '') conditions.push(eq(layouts.theme, query.theme));
  if (query.cursor !== undefined && query.cursor !== '') {
    const cursor = decodeLayoutCursor(query.cursor);
    if (cursor === null) return { kind: 'invalid-cursor' };
    conditions.push(sql`(${layouts.updatedAt}, ${layouts.id}) < (${cursor.updatedAt.toISOString()}::timestamptz, ${cursor.id})`);
  }
  const rows = await db
    .select(layoutSummaryColumns)
    .from(layouts)
    .where(and(...conditions))
    .orderBy(desc(layouts.updatedAt), desc(layouts.id))
    .limit(limit + 1);
  const page: LayoutSummary[] = [];
  let bytes = 64;
  let isCut = rows.length > limit;
  for (const row of rows.slice(0, limit)) {
    const summary = toLayoutSummary(row);
    bytes += Buffer.byteLength(JSON.stringify(summary)) + 1;
    if (bytes > maxLayoutPageBytes && page.length > 0) {
      isCut = true;
      break;
    }
    page.push(summary);
  }
  const last = rows[page.length - 1];
  return { layouts: page, nextCursor: isCut && last !== undefined ? encodeLayoutCursor({ updatedAt: last.updatedAt, id: last.id }) : null };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
