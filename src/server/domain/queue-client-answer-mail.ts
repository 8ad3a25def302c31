import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { catalogRequests, emailOutbox } from '../db/schema.js';
import { queueEmail } from './queue-email.js';

/** The shortest gap between two mails to the operator about answers on one request. */
export const clientAnswerMailInterval = '10 minutes';

export interface ClientAnswerMail {
  requestId: string;
  to: string;
  /** The subject of this answer; a merged mail takes the latest answer's. */
  subject: string;
  /** This answer's paragraph. */
  paragraph: string;
  dashboardUrl: string;
}

const footerStart = '\n\nApri la tua dashboard: ';

/**
 * Mails the operator about a client's answer, never more than one mail per request every 10
 * minutes, and never dropping an answer: while a mail about this request waits unsent (and no
 * dispatcher has picked it up), the answer is written into it; otherwise a new mail is queued,
 * due at once or 10 minutes after the previous one. Call inside the transaction that locked
 * the request's row, so two answers cannot both queue a mail.
 */
export async function queueClientAnswerMail(tx: Database, mail: ClientAnswerMail): Promise<void> {
  const mergeKey = `client-answer:${mail.requestId}`;
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
  const [due] = await tx
    .update(catalogRequests)
    .set({ clientAnswerMailedAt: sql`greatest(now(), coalesce(${catalogRequests.clientAnswerMailedAt} + ${clientAnswerMailInterval}::interval, now()))` })
    .where(eq(catalogRequests.id, mail.requestId))
    .returning({ at: catalogRequests.clientAnswerMailedAt });
  await queueEmail(tx, { to: mail.to, subject: mail.subject, body: `${mail.paragraph}${footer}`, mergeKey, ...(due?.at == null ? {} : { sendAt: due.at }) });
}
