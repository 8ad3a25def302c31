import { and, eq, isNull } from 'drizzle-orm';
import { ProposalChange } from '../../../shared/api/client-proposals.js';
import { applyClientChanges } from '../../../shared/client-fields/judge-client-edits.js';
import type { Database } from '../../db/client.js';
import { layoutProposals, layouts } from '../../db/schema.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { checkLayoutDocument, type LayoutDocumentCheck } from '../check-layout-document.js';
import type { LayoutQuota } from '../layout-quota.js';
import { readStoredLayoutDocument } from '../read-stored-layout-document.js';
import { saveLayout, type SaveLayoutResult } from '../save-layout.js';

export interface ProposalRef {
  userId: string;
  layoutId: string;
  proposalId: string;
}

/** No such proposal of the operator's layout (or one a newer send replaced), or one already accepted or refused. */
export type ProposalNotOpen = { kind: 'not-found' } | { kind: 'decided' };

export type AcceptProposalResult =
  | { kind: 'accepted'; revision: number }
  | ProposalNotOpen
  /** The layout with the client's texts fails the document check every save passes. */
  | { kind: 'document-refused'; check: Exclude<LayoutDocumentCheck, { ok: true }> }
  /** The save refused the document (another save won the race, the layout went to the bin...). */
  | { kind: 'save-failed'; result: Exclude<SaveLayoutResult, { kind: 'saved' }> };

export type RefuseProposalResult = { kind: 'refused' } | ProposalNotOpen;

function ownProposal(ref: ProposalRef) {
  return and(eq(layoutProposals.id, ref.proposalId), eq(layoutProposals.layoutId, ref.layoutId), eq(layoutProposals.userId, ref.userId));
}

async function notPending(db: Database, ref: ProposalRef): Promise<ProposalNotOpen> {
  const [row] = await db.select({ id: layoutProposals.id }).from(layoutProposals).where(ownProposal(ref)).limit(1);
  return row === undefined ? { kind: 'not-found' } : { kind: 'decided' };
}

/** Refusing keeps the operator's layout as it is; the proposal is closed. */
export async function refuseProposal(db: Database, ref: ProposalRef): Promise<RefuseProposalResult> {
  const [row] = await db
    .update(layoutProposals)
    .set({ status: 'refused', decidedAt: new Date() })
    .where(and(ownProposal(ref), eq(layoutProposals.status, 'pending')))
    .returning({ id: layoutProposals.id });
  return row === undefined ? notPending(db, ref) : { kind: 'refused' };
}

/**
 * Accepting puts the client's texts into the layout's current document and saves it as a new
 * revision through saveLayout, after the same document check as the editor's save. The
 * proposal is claimed first, so a double click saves once; a save that fails gives it back.
 * Only fields still marked 'Modificabile dal cliente' in the current document change (the
 * operator may have edited the layout since sharing the draft).
 */
export async function acceptProposal(db: Database, store: BlobStore, ref: ProposalRef, quota: LayoutQuota): Promise<AcceptProposalResult> {
  const [claimed] = await db
    .update(layoutProposals)
    .set({ status: 'accepted', decidedAt: new Date() })
    .where(and(ownProposal(ref), eq(layoutProposals.status, 'pending')))
    .returning({ changes: layoutProposals.changes });
  if (claimed === undefined) return notPending(db, ref);
  const giveBack = () => db.update(layoutProposals).set({ status: 'pending', decidedAt: null }).where(ownProposal(ref));
  try {
    const [current] = await db
      .select({ document: layouts.document, revision: layouts.revision })
      .from(layouts)
      .where(and(eq(layouts.id, ref.layoutId), eq(layouts.userId, ref.userId), isNull(layouts.deletedAt)));
    if (current === undefined) {
      await giveBack();
      return { kind: 'not-found' };
    }
    const changes = ProposalChange.array().parse(claimed.changes);
    const check = checkLayoutDocument(applyClientChanges(readStoredLayoutDocument(current.document, ref.layoutId), changes));
    if (!check.ok) {
      await giveBack();
      return { kind: 'document-refused', check };
    }
    const result = await saveLayout(db, store, { userId: ref.userId, layoutId: ref.layoutId, baseRevision: current.revision, document: check.document, force: false, quota });
    if (result.kind !== 'saved') {
      await giveBack();
      return { kind: 'save-failed', result };
    }
    await db.update(layoutProposals).set({ acceptedRevision: result.revision }).where(ownProposal(ref));
    return { kind: 'accepted', revision: result.revision };
  } catch (error) {
    await giveBack();
    throw error;
  }
}
