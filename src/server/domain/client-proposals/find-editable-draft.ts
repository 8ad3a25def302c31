import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { Database } from '../../db/client.js';
import { drafts, layouts } from '../../db/schema.js';
import { readStoredLayoutDocument } from '../read-stored-layout-document.js';

export interface EditableDraft {
  draftId: string;
  operatorId: string;
  layoutId: string;
  layoutRevision: number;
  /** The layout's document at the revision the draft was shared from. */
  document: LayoutDocument;
}

export type FindEditableDraftResult =
  | { kind: 'found'; draft: EditableDraft }
  /** No such draft, not of that operator, without a layout, or of a layout in the bin. */
  | { kind: 'not-found' }
  /** The operator shared a newer draft of the same layout since: this link is out of date. */
  | { kind: 'superseded' };

/**
 * The draft of an account layout a client's link names, with the document it shows. `operatorId`
 * is checked when given (the link carries it): a draft id with another operator's id is unknown.
 */
export async function findEditableDraft(db: Database, draftId: string, operatorId?: string): Promise<FindEditableDraftResult> {
  const [row] = await db
    .select({ userId: drafts.userId, layoutId: drafts.layoutId, layoutRevision: drafts.layoutRevision, document: drafts.layoutDocument, createdAt: drafts.createdAt })
    .from(drafts)
    .innerJoin(layouts, and(eq(layouts.id, drafts.layoutId), eq(layouts.userId, drafts.userId), isNull(layouts.deletedAt)))
    .where(and(eq(drafts.id, draftId), operatorId === undefined ? undefined : eq(drafts.userId, operatorId)))
    .limit(1);
  if (row === undefined || row.layoutId === null || row.layoutRevision === null || row.document === null) return { kind: 'not-found' };
  const [newer] = await db
    .select({ id: drafts.id })
    .from(drafts)
    // Compared in SQL: a JS Date keeps milliseconds, PostgreSQL microseconds, so the draft itself
    // would look newer than its own time read back.
    .where(and(eq(drafts.layoutId, row.layoutId), ne(drafts.id, draftId), gt(drafts.createdAt, sql`(select d.created_at from drafts d where d.id = ${draftId})`)))
    .limit(1);
  if (newer !== undefined) return { kind: 'superseded' };
  return {
    kind: 'found',
    draft: { draftId, operatorId: row.userId, layoutId: row.layoutId, layoutRevision: row.layoutRevision, document: readStoredLayoutDocument(row.document, row.layoutId) },
  };
}
