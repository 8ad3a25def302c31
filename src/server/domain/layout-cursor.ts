import { z } from 'zod';

/** Where a page ended: the last row's (updated_at, id), the list's sort key. */
export interface LayoutCursor {
  updatedAt: Date;
  id: string;
}

const CursorJson = z.tuple([z.iso.datetime(), z.string().regex(/^lay_[A-Za-z0-9_-]{16,64}$/)]);

export function encodeLayoutCursor(cursor: LayoutCursor): string {
  return Buffer.from(JSON.stringify([cursor.updatedAt.toISOString(), cursor.id])).toString('base64url');
}

/** A cursor we did not make (edited, truncated): null, which the caller answers with a 400, never a 500 or a wrong page. */
export function decodeLayoutCursor(value: string): LayoutCursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const result = CursorJson.safeParse(parsed);
  return result.success ? { updatedAt: new Date(result.data[0]), id: result.data[1] } : null;
}
