import { z } from 'zod';

/**
 * A keyset cursor: the sort key of the last item a page showed, (time, id). The next page asks
 * for the items strictly after it in the list's order, so items added meanwhile (newer, hence
 * before the cursor) never shift the pages: nothing is shown twice or skipped. The time is kept
 * to the microsecond as the database stores it (a JavaScript Date would round it to the
 * millisecond and skip rows within that millisecond). Written `time~id`; ids never need '~' to
 * be read back, since the time never contains one.
 */
export interface PageCursor {
  /** ISO 8601 in UTC with microseconds, as the database printed it. */
  at: string;
  id: string;
}

const cursorTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function encodePageCursor(cursor: PageCursor): string {
  return `${cursor.at}~${cursor.id}`;
}

/** The cursor of a query string, or null when it is not one we wrote. */
export function decodePageCursor(text: string): PageCursor | null {
  const split = text.indexOf('~');
  if (split < 0) return null;
  const at = text.slice(0, split);
  const id = text.slice(split + 1);
  if (!cursorTime.test(at) || !isRealTime(at) || id === '' || id.length > 200) return null;
  return { at, id };
}

/**
 * A time the database could have written: a real calendar day (Date.parse takes 30 February,
 * which PostgreSQL refuses), from 1970 on (a year 0000 is refused too).
 */
function isRealTime(at: string): boolean {
  const time = new Date(at);
  return !Number.isNaN(time.getTime()) && time.getUTCFullYear() >= 1970 && time.toISOString().slice(0, 19) === at.slice(0, 19);
}

/** A query-string cursor, checked and decoded (a bad one is a validation error, not a 500). */
export const PageCursorParam = z
  .string()
  .max(260)
  .transform((text, context) => {
    const cursor = decodePageCursor(text);
    if (cursor === null) {
      context.addIssue({ code: 'custom', message: 'Cursore non valido.' });
      return z.NEVER;
    }
    return cursor;
  });

/** Items per page when a list is asked without a limit, and the most a page may hold. */
export const defaultPageSize = 20;
export const maxPageSize = 50;

/** A query-string page size: 1 to maxPageSize. */
export const PageLimitParam = z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize);
