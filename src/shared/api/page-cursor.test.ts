import { describe, expect, it } from 'vitest';
import { decodePageCursor, encodePageCursor, PageCursorParam } from './page-cursor.js';

describe('page cursors', () => {
  it('round-trips the time to the microsecond and an id that contains the separator', () => {
    const cursor = { at: '2026-11-25T16:31:10.123456Z', id: 'a~b' };
    expect(decodePageCursor(encodePageCursor(cursor))).toEqual(cursor);
  });

  it('refuses what we never wrote', () => {
    for (const text of ['', 'abc', '~id', '2026-11-25~id', '2026-13-45T99:99:99Z~id', '2026-11-25T16:31:10Z~']) expect(decodePageCursor(text)).toBeNull();
    // Days no calendar has, which Date.parse takes and the database refuses (a 500 before).
    for (const at of ['2026-02-30T00:00:00Z', '2026-02-29T00:00:00Z', '2026-04-31T12:00:00Z', '0000-01-01T00:00:00Z']) expect(decodePageCursor(`${at}~x`), at).toBeNull();
    expect(decodePageCursor('2028-02-29T00:00:00.5Z~x')).toEqual({ at: '2028-02-29T00:00:00.5Z', id: 'x' });
    expect(PageCursorParam.safeParse('nonsense').success).toBe(false);
    expect(PageCursorParam.parse('2026-11-25T16:31:10Z~x')).toEqual({ at: '2026-11-25T16:31:10Z', id: 'x' });
  });
});
