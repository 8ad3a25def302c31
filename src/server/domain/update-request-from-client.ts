import { and, desc, eq, sql } from 'drizzle-orm';
import type { RequestStatus } from '../../shared/api/dashboard.js';
import type { ClientAction } from '../../shared/api/public-catalog.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { Database } from '../db/client.js';
import { catalogRequests, drafts } from '../db/schema.js';
import { queueApprovalPublish } from './approval-publish/queue-approval-publish.js';
import { findDraftStanding } from './find-draft-standing.js';
import { findOperatorMailAddress } from './operator-mail-address.js';
import { queueClientAnswerMail } from './queue-client-answer-mail.js';
import { recordRequestEvent } from './record-request-event.js';

export interface ClientAnswer {
  operatorId: string;
  draftId: string;
  /** The link's reqId; without it, the operator's newest request carrying the draft. */
  requestId: string | undefined;
  action: ClientAction;
  /** Trimmed; non-empty for request_changes (the shared schema sees to it). */
  changes: string;
  dashboardUrl: string;
}

/** `approvalPublishId`: the booth publish the approval queued (the layout's 'publish on approval'), to run once committed. */
export type ClientAnswerResult = { kind: 'updated'; approvalPublishId?: string } | { kind: 'not-found' } | { kind: 'superseded'; newerDraftId: string };

/**
 * The client's answer from the draft page (spec part 2 §4): approve sets 'approvata' and records
 * which draft, layout and revision were approved and when; request_changes sets
 * 'modifiche_richieste' with the text and withdraws an earlier approval. Only a request of that
 * operator that still carries that draft is touched, chosen and changed by one UPDATE. A draft
 * the operator has since replaced with a newer one is 'superseded' and changes nothing.
 * When the answer changed something (a repeated click does not), it goes on the request's
 * timeline and the operator is mailed (merged with a mail still waiting, see queueClientAnswerMail),
 * and an approval of a layout with 'publish on approval' queues its booth publish in the same
 * transaction (queueApprovalPublish), so a committed approval never loses it.
 */
export async function updateRequestFromClient(db: Database, answer: ClientAnswer): Promise<ClientAnswerResult> {
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .select({ layoutId: drafts.layoutId, layoutRevision: drafts.layoutRevision })
      .from(drafts)
      .where(and(eq(drafts.id, answer.draftId), eq(drafts.userId, answer.operatorId)));
    if (draft === undefined) return { kind: 'not-found' };
    const change = changeFor(answer, draft);
    const target = tx
      .select({
        targetId: catalogRequests.id,
        previousStatus: catalogRequests.status,
        previousChanges: catalogRequests.clientChanges,
        previousApprovedDraftId: catalogRequests.approvedDraftId,
      })
      .from(catalogRequests)
      .where(
        and(
          eq(catalogRequests.operatorId, answer.operatorId),
          eq(catalogRequests.draftId, answer.draftId),
          answer.requestId === undefined ? undefined : eq(catalogRequests.id, answer.requestId),
        ),
      )
      .orderBy(desc(catalogRequests.createdAt), desc(catalogRequests.id))
      .limit(1)
      .for('update')
      .as('target');
    const [updated] = await tx
      .update(catalogRequests)
      .set(change)
      .from(target)
      .where(eq(catalogRequests.id, target.targetId))
      .returning({
        id: catalogRequests.id,
        formData: catalogRequests.formData,
        previousStatus: target.previousStatus,
        previousChanges: target.previousChanges,
        previousApprovedDraftId: target.previousApprovedDraftId,
      });
    if (updated === undefined) {
      const standing = await findDraftStanding(tx, answer);
      return standing.kind === 'superseded' ? { kind: 'superseded', newerDraftId: standing.newerDraftId } : { kind: 'not-found' };
    }
    // An approval also counts when the status already read 'approvata' (set by the operator) but this draft was not the approved one.
    const isChange =
      updated.previousStatus !== change.status ||
      (change.clientChanges !== undefined && updated.previousChanges !== change.clientChanges) ||
      (answer.action === 'approve' && updated.previousApprovedDraftId !== answer.draftId);
    if (!isChange) return { kind: 'updated' };
    await recordRequestEvent(tx, { requestId: updated.id, draftId: answer.draftId, kind: answer.action === 'approve' ? 'approved' : 'changes_requested' });
    const to = await findOperatorMailAddress(tx, answer.operatorId);
    if (to !== undefined) await queueClientAnswerMail(tx, { thread: { kind: 'request', requestId: updated.id }, to, dashboardUrl: answer.dashboardUrl, ...clientAnswerMail(updated.formData.names ?? '', answer) });
    if (answer.action !== 'approve') return { kind: 'updated' };
    const approvalPublishId = await queueApprovalPublish(tx, { operatorId: answer.operatorId, layoutId: draft.layoutId, layoutRevision: draft.layoutRevision, requestId: updated.id, draftId: answer.draftId });
    return approvalPublishId === undefined ? { kind: 'updated' } : { kind: 'updated', approvalPublishId };
  });
}

/**
 * What the answer writes. Approving keeps any earlier change request's text for the operator,
 * and keeps the first approval's time when the same draft is approved again.
 */
function changeFor(answer: ClientAnswer, draft: { layoutId: string | null; layoutRevision: number | null }) {
  switch (answer.action) {
    case 'approve':
      return {
        status: 'approvata' satisfies RequestStatus,
        clientChanges: undefined,
        approvedDraftId: answer.draftId,
        approvedLayoutId: draft.layoutId,
        approvedLayoutRevision: draft.layoutRevision,
        approvedAt: sql`case when ${catalogRequests.approvedDraftId} = ${answer.draftId} and ${catalogRequests.approvedAt} is not null then ${catalogRequests.approvedAt} else now() end`,
      };
    case 'request_changes':
      return { status: 'modifiche_richieste' satisfies RequestStatus, clientChanges: answer.changes, approvedDraftId: null, approvedLayoutId: null, approvedLayoutRevision: null, approvedAt: null };
    default:
      return assertNever(answer.action);
  }
}

/** Fixed subjects: the client's names and text stay in the plain-text body. */
function clientAnswerMail(names: string, answer: ClientAnswer): { subject: string; paragraph: string } {
  const who = names === '' ? 'Il cliente' : `Il cliente (${names})`;
  const draftLine = `Bozza: ${answer.draftId}`;
  if (answer.action === 'approve') {
    return { subject: 'Un cliente ha approvato una bozza', paragraph: [`${who} ha approvato la bozza.`, draftLine].join('\n') };
  }
  return { subject: 'Un cliente ha chiesto modifiche a una bozza', paragraph: [`${who} ha chiesto delle modifiche alla bozza:`, '', answer.changes, draftLine].join('\n') };
}
