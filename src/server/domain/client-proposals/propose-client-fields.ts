import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { type ClientEdit, type ClientEditRefusal, judgeClientEdits } from '../../../shared/client-fields/judge-client-edits.js';
import type { Database } from '../../db/client.js';
import { catalogRequests, layoutProposals } from '../../db/schema.js';
import { findEditableDraft } from './find-editable-draft.js';

export interface ClientProposalInput {
  operatorId: string;
  draftId: string;
  /** The link's reqId; without it, the operator's newest request carrying the draft, if any. */
  requestId: string | undefined;
  fields: readonly ClientEdit[];
}

export type ProposeClientFieldsResult =
  | { kind: 'proposed'; proposalId: string; layoutId: string; requestId: string | null }
  | { kind: 'not-found' }
  | { kind: 'superseded' }
  | { kind: 'refused'; refusal: ClientEditRefusal };

/**
 * Stores a client's proposal from a draft link, after the shared rule (judgeClientEdits) has
 * accepted every field against the document THAT draft shows: anything else stores nothing.
 * A pending proposal from the same draft is replaced (deleted), so the operator sees the client's latest.
 */
export async function proposeClientFields(db: Database, input: ClientProposalInput): Promise<ProposeClientFieldsResult> {
  const found = await findEditableDraft(db, input.draftId, input.operatorId);
  if (found.kind !== 'found') return found;
  const { draft } = found;
  const judgement = judgeClientEdits(draft.document, input.fields);
  if (!judgement.isAllowed) return { kind: 'refused', refusal: judgement.refusal };
  const [request] = await db
    .select({ id: catalogRequests.id })
    .from(catalogRequests)
    .where(
      and(
        eq(catalogRequests.operatorId, draft.operatorId),
        eq(catalogRequests.draftId, draft.draftId),
        input.requestId === undefined ? undefined : eq(catalogRequests.id, input.requestId),
      ),
    )
    .orderBy(desc(catalogRequests.createdAt))
    .limit(1);
  // A reqId that is not a request of this operator carrying this draft is a forged link.
  if (input.requestId !== undefined && request === undefined) return { kind: 'not-found' };
  const proposalId = `prp_${randomBytes(16).toString('base64url')}`;
  await db.transaction(async (tx) => {
    // Deleted rather than marked: a client sending again and again keeps one row per draft.
    await tx.delete(layoutProposals).where(and(eq(layoutProposals.draftId, draft.draftId), eq(layoutProposals.status, 'pending')));
    await tx.insert(layoutProposals).values({
      id: proposalId,
      layoutId: draft.layoutId,
      userId: draft.operatorId,
      draftId: draft.draftId,
      requestId: request?.id ?? null,
      baseRevision: draft.layoutRevision,
      changes: judgement.changes,
    });
  });
  return { kind: 'proposed', proposalId, layoutId: draft.layoutId, requestId: request?.id ?? null };
}
