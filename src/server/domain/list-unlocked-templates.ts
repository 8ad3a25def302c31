import { and, asc, count, desc, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import { defaultPageSize, encodePageCursor, type PageCursor } from '../../shared/api/page-cursor.js';
import type { UnlockedTemplateItem, UnlockState } from '../../shared/api/unlocked-templates.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { Database } from '../db/client.js';
import { selectCursorTime } from '../db/cursor-time.js';
import { unlockedTemplates } from '../db/schema.js';

export interface UnlockedTemplatesPage {
  items: UnlockedTemplateItem[];
  nextCursor: string | null;
}

/** The operator's passes in a state, at `now` (as delete-unlocked-template.ts tells them apart). */
function inState(userId: string, state: UnlockState, now: Date): SQL | undefined {
  const own = eq(unlockedTemplates.userId, userId);
  switch (state) {
    case 'active':
      return and(own, gt(unlockedTemplates.downloadsRemaining, 0), gt(unlockedTemplates.unlockExpiryDate, now));
    case 'expired':
      return and(own, or(lte(unlockedTemplates.downloadsRemaining, 0), lte(unlockedTemplates.unlockExpiryDate, now)));
    default:
      return assertNever(state);
  }
}

/** A page's query (one row more than the page), keyset-paged on (expiry, template id); the index test EXPLAINs it. */
export function selectUnlockedPage(db: Database, userId: string, state: UnlockState, cursor: PageCursor | undefined, limit: number, now: Date) {
  const isActive = state === 'active';
  const key = sql`(${unlockedTemplates.unlockExpiryDate}, ${unlockedTemplates.templateId})`;
  const after = cursor === undefined ? undefined : isActive ? sql`${key} > (${cursor.at}::timestamptz, ${cursor.id})` : sql`${key} < (${cursor.at}::timestamptz, ${cursor.id})`;
  const order = isActive ? [asc(unlockedTemplates.unlockExpiryDate), asc(unlockedTemplates.templateId)] : [desc(unlockedTemplates.unlockExpiryDate), desc(unlockedTemplates.templateId)];
  return db
    .select({
      templateId: unlockedTemplates.templateId,
      expiry: unlockedTemplates.unlockExpiryDate,
      expiryText: selectCursorTime(unlockedTemplates.unlockExpiryDate),
      downloadsRemaining: unlockedTemplates.downloadsRemaining,
      originalPath: unlockedTemplates.originalPath,
      previewPath: unlockedTemplates.previewPath,
    })
    .from(unlockedTemplates)
    .where(and(inState(userId, state, now), after))
    .orderBy(...order)
    .limit(limit + 1);
}

/** One page of the operator's passes in a state: active expiring soonest first, expired most recent first. */
export async function listUnlockedTemplates(
  db: Database,
  userId: string,
  options: { state: UnlockState; cursor?: PageCursor | undefined; limit?: number },
  now = new Date(),
): Promise<UnlockedTemplatesPage> {
  const limit = options.limit ?? defaultPageSize;
  const rows = await selectUnlockedPage(db, userId, options.state, options.cursor, limit, now);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      templateId: row.templateId,
      downloads_remaining: row.downloadsRemaining,
      unlock_expiry_date: row.expiry.toISOString(),
      original_path: row.originalPath,
      preview_path: row.previewPath,
    })),
    nextCursor: rows.length > limit && last !== undefined ? encodePageCursor({ at: last.expiryText, id: last.templateId }) : null,
  };
}

export function selectUnlockedCount(db: Database, userId: string, state: UnlockState, now: Date) {
  return db.select({ total: count() }).from(unlockedTemplates).where(inState(userId, state, now));
}

/** How many passes the operator holds in a state. */
export async function countUnlockedTemplates(db: Database, userId: string, state: UnlockState, now = new Date()): Promise<number> {
  const [row] = await selectUnlockedCount(db, userId, state, now);
  return row?.total ?? 0;
}
