import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A timestamp column as a page cursor keeps it (src/shared/api/page-cursor.ts): UTC, to the
 * microsecond. Reading it through a JavaScript Date would round it to the millisecond, and the
 * next page would skip the rows within that millisecond.
 */
export function selectCursorTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
