import { and, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';
import type { OutgoingMail } from './mail-transport.js';

export interface ClaimedMail extends OutgoingMail {
  /** Including this one. */
  attempts: number;
}

/**
 * Claims up to batchSize due mails for this dispatcher in one statement: each row's attempt is
 * counted and its next_attempt_at moved a lease ahead, so no other process (nor this one's next
 * tick) picks it while it is being sent. SKIP LOCKED lets two dispatchers claim side by side
 * without waiting for, or taking, each other's rows; a process that dies mid-send leaves its
 * rows to be claimed again when the lease runs out.
 */
export async function claimDueMails(db: Database, options: { batchSize: number; leaseMs: number }): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(isNull(emailOutbox.sentAt), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(emailOutbox.nextAttemptAt, emailOutbox.createdAt)
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  const leaseSeconds = options.leaseMs / 1000;
  const rows = await db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(inArray(emailOutbox.id, due), isNull(emailOutbox.sentAt)))
    .returning({
      id: emailOutbox.id,
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      body: emailOutbox.body,
      replyTo: emailOutbox.replyTo,
      attempts: emailOutbox.attempts,
      createdAt: emailOutbox.createdAt,
    });
  // RETURNING keeps no order: oldest first, as they were queued.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(({ createdAt: _createdAt, ...mail }) => mail);
}
