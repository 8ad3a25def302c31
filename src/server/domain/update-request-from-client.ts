import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { RequestStatus } from '../../shared/api/dashboard.js';
import type { ClientAction } from '../../shared/api/public-catalog.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { Database } from '../db/client.js';
import { catalogRequests } from '../db/schema.js';
import { findOperatorMailAddress } from './operator-mail-address.js';
import { queueEmail } from './queue-email.js';

/** The shortest gap between two mails to the operator about answers on one request. */
const clientAnswerMailInterval = '10 minutes';

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

/**
 * The client's answer from the draft page (spec part 2 §4): approve sets 'approvata',
 * request_changes sets 'modifiche_richieste' with the text. Only a request of that operator
 * that carries that draft is touched, chosen and changed by one UPDATE. False when there is none.
 * The operator is mailed when the answer changed something, so a repeated click sends no
 * second mail, and at most once per request every 10 minutes; the status and text change every time.
 */
export async function updateRequestFromClient(db: Database, answer: ClientAnswer): Promise<boolean> {
  const change = changeFor(answer);
  return db.transaction(async (tx) => {
    const target = tx
      .select({ targetId: catalogRequests.id, previousStatus: catalogRequests.status, previousChanges: catalogRequests.clientChanges })
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
      });
    if (updated === undefined) return false;
    const isChange = updated.previousStatus !== change.status || (change.clientChanges !== undefined && updated.previousChanges !== change.clientChanges);
    if (!isChange) return true;
    const to = await findOperatorMailAddress(tx, answer.operatorId);
    if (to === undefined) return true;
    // At most one answer mail per request every 10 minutes (the row is locked): a client
    // toggling approve / request changes cannot flood the operator's inbox.
    const [due] = await tx
      .update(catalogRequests)
      .set({ clientAnswerMailedAt: sql`now()` })
      .where(
        and(
          eq(catalogRequests.id, updated.id),
          or(isNull(catalogRequests.clientAnswerMailedAt), lte(catalogRequests.clientAnswerMailedAt, sql`now() - ${clientAnswerMailInterval}::interval`)),
        ),
      )
      .returning({ id: catalogRequests.id });
    if (due !== undefined) await queueEmail(tx, clientAnswerMail(to, updated.formData.names ?? '', answer));
    return true;
  });
}

/** What the answer writes: approving keeps any earlier change request's text for the operator. */
function changeFor(answer: ClientAnswer): { status: RequestStatus; clientChanges?: string } {
  switch (answer.action) {
    case 'approve':
      return { status: 'approvata' };
    case 'request_changes':
      return { status: 'modifiche_richieste', clientChanges: answer.changes };
    default:
      return assertNever(answer.action);
  }
}

/** Fixed subjects: the client's names and text stay in the plain-text body. */
function clientAnswerMail(to: string, names: string, answer: ClientAnswer) {
  const who = names === '' ? 'Il cliente' : `Il cliente (${names})`;
  const footer = ['', `Bozza: ${answer.draftId}`, `Apri la tua dashboard: ${answer.dashboardUrl}`];
  if (answer.action === 'approve') {
    return {
      to,
      subject: 'Un cliente ha approvato una bozza',
      body: [`${who} ha approvato la bozza.`, ...footer].join('\n'),
    };
  }
  return {
    to,
    subject: 'Un cliente ha chiesto modifiche a una bozza',
    body: [`${who} ha chiesto delle modifiche alla bozza:`, '', answer.changes, ...footer].join('\n'),
  };
}
