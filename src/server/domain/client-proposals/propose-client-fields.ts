import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { type ClientEdit, type ClientEditRefusal, type ClientFieldChange, judgeClientEdits } from '../../../shared/client-fields/judge-client-edits.js';
import type { Database } from '../../db/client.js';
import { catalogRequests, layoutProposals, layouts } from '../../db/schema.js';
import { findOperatorMailAddress } from '../operator-mail-address.js';
import { queueClientAnswerMail } from '../queue-client-answer-mail.js';
import { recordRequestEvent } from '../record-request-event.js';
import { clientProposalMail } from './client-proposal-mail.js';
import { type EditableDraft, findEditableDraft } from './find-editable-draft.js';

export interface ClientProposalInput {
  operatorId: string;
  draftId: string;
  /** The link's reqId; without it, the operator's newest request carrying the draft, if any. */
  requestId: string | undefined;
  fields: readonly ClientEdit[];
  /** The app's public origin, for the links in the operator's mail. */
  publicUrl: string;
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
 * In the same transaction the proposal goes on the request's timeline (when the draft is on one)
 * and the operator is mailed, merged with the request's other answer mails (or, on no request,
 * the layout's) as queueClientAnswerMail spaces them: every send is in a mail, never dropped.
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
    // The thread's row is locked first, so two sends cannot both queue a mail (queueClientAnswerMail).
    const names = request === undefined ? '' : await lockRequest(tx, request.id);
    const layoutName = await lockLayout(tx, draft.layoutId, request === undefined);
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
    if (request !== undefined) await recordRequestEvent(tx, { requestId: request.id, kind: 'proposal', draftId: draft.draftId });
    await mailOperator(tx, draft, input.publicUrl, { requestId: request?.id, names, layoutName: layoutName ?? '', changes: judgement.changes });
  });
  return { kind: 'proposed', proposalId, layoutId: draft.layoutId, requestId: request?.id ?? null };
}

async function lockRequest(tx: Database, requestId: string): Promise<string> {
  const [row] = await tx.select({ formData: catalogRequests.formData }).from(catalogRequests).where(eq(catalogRequests.id, requestId)).for('update');
  return row?.formData.names ?? '';
}

async function lockLayout(tx: Database, layoutId: string, isThread: boolean): Promise<string | undefined> {
  const query = tx.select({ name: layouts.name }).from(layouts).where(eq(layouts.id, layoutId));
  const [row] = isThread ? await query.for('update') : await query;
  return row?.name;
}

interface ProposalMailFacts {
  requestId: string | undefined;
  names: string;
  layoutName: string;
  changes: ClientFieldChange[];
}

async function mailOperator(tx: Database, draft: EditableDraft, publicUrl: string, facts: ProposalMailFacts): Promise<void> {
  const to = await findOperatorMailAddress(tx, draft.operatorId);
  if (to === undefined) return;
  const content = clientProposalMail({
    names: facts.names,
    layoutName: facts.layoutName,
    draftId: draft.draftId,
    changes: facts.changes,
    layoutUrl: `${publicUrl}/editor/layout/${encodeURIComponent(draft.layoutId)}`,
  });
  await queueClientAnswerMail(tx, {
    thread: facts.requestId === undefined ? { kind: 'layout', layoutId: draft.layoutId } : { kind: 'request', requestId: facts.requestId },
    to,
    dashboardUrl: `${publicUrl}/dashboard`,
    ...content,
  });
}
