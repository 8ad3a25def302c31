import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogRequests, emailOutbox, layouts } from '../db/schema.js';
import { assertNever } from '../../shared/util/assert-never.js';
import { queueEmail } from './queue-email.js';

/** The shortest gap between two mails to the operator about answers on one request. */
export const clientAnswerMailInterval = '10 minutes';

/**
 * What a client's answers are about: a request, or (a proposal from a draft on no request) a
 * layout. Answers on one thread merge into one mail and are spaced on that thread's row.
 */
export type ClientAnswerThread = { kind: 'request'; requestId: string } | { kind: 'layout'; layoutId: string };

export interface ClientAnswerMail {
  thread: ClientAnswerThread;
  to: string;
  /** The subject of this answer; a merged mail takes the latest answer's. */
  subject: string;
  /** This answer's paragraph. */
  paragraph: string;
  dashboardUrl: string;
}

const footerStart = '\n\nApri la tua dashboard: ';

/**
 * Mails the operator about a client's answer (an approval, a change request, a proposal of
 * texts), never more than one mail per thread every 10 minutes, and never dropping an answer:
 * while a mail about this thread waits unsent (and no dispatcher has picked it up), the answer is
 * written into it; otherwise a new mail is queued, due at once or 10 minutes after the previous
 * one. Call inside the transaction that locked the thread's row (the request's or the layout's),
 * so two answers cannot both queue a mail.
 */
export async function queueClientAnswerMail(tx: Database, mail: ClientAnswerMail): Promise<void> {
  const mergeKey = mail.thread.kind === 'request' ? `client-answer:${mail.thread.requestId}` : `client-answer:layout:${mail.thread.layoutId}`;
  // FOR UPDATE: a dispatcher claims with SKIP LOCKED, so it passes this row by until we commit,
  // and a claim that came first has counted an attempt, which the filter then excludes.
  const [pending] = await tx
    .select({ id: emailOutbox.id, body: emailOutbox.body })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.mergeKey, mergeKey), isNull(emailOutbox.sentAt), eq(emailOutbox.attempts, 0)))
    .limit(1)
    .for('update');
  const footer = `${footerStart}${mail.dashboardUrl}`;
  if (pending !== undefined) {
    const end = pending.body.lastIndexOf(footerStart);
    const earlier = end === -1 ? pending.body : pending.body.slice(0, end);
    await tx
      .update(emailOutbox)
      .set({ toAddress: mail.to, subject: mail.subject, body: `${earlier}\n\n${mail.paragraph}${footer}` })
      .where(eq(emailOutbox.id, pending.id));
    return;
  }
  const due = await claimMailTime(tx, mail.thread);
  await queueEmail(tx, { to: mail.to, subject: mail.subject, body: `${mail.paragraph}${footer}`, mergeKey, ...(due == null ? {} : { sendAt: due }) });
}

/** Moves the thread's mail time to now, or to 10 minutes after the previous mail when that is later; answers it. */
async function claimMailTime(tx: Database, thread: ClientAnswerThread): Promise<Date | null | undefined> {
  switch (thread.kind) {
    case 'request': {
      const [row] = await tx
        .update(catalogRequests)
        .set({ clientAnswerMailedAt: sql`greatest(now(), coalesce(${catalogRequests.clientAnswerMailedAt} + ${clientAnswerMailInterval}::interval, now()))` })
        .where(eq(catalogRequests.id, thread.requestId))
        .returning({ at: catalogRequests.clientAnswerMailedAt });
      return row?.at;
    }
    case 'layout': {
      const [row] = await tx
        .update(layouts)
        .set({ clientAnswerMailedAt: sql`greatest(now(), coalesce(${layouts.clientAnswerMailedAt} + ${clientAnswerMailInterval}::interval, now()))` })
        .where(eq(layouts.id, thread.layoutId))
        .returning({ at: layouts.clientAnswerMailedAt });
      return row?.at;
    }
    default:
      return assertNever(thread);
  }
}
