import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';
import { noteMailQueued } from '../mail/mail-queued-signal.js';

export interface QueuedEmail {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** Where an answer goes (a contact form's sender); otherwise to MAIL_FROM. */
  replyTo?: string;
  /** Mails with one key merge while unsent (see queueClientAnswerMail). */
  mergeKey?: string;
  /** Not before this moment; now when absent. */
  sendAt?: Date;
}

/**
 * Puts a mail in the outbox, in the caller's transaction: it exists exactly when the order does.
 * The dispatcher (src/server/mail) delivers it once the transaction has committed.
 */
export async function queueEmail(tx: Database, mail: Omit<QueuedEmail, 'id'>): Promise<QueuedEmail> {
  const id = randomUUID();
  await tx.insert(emailOutbox).values({
    id,
    toAddress: mail.to,
    subject: mail.subject,
    body: mail.body,
    replyTo: mail.replyTo ?? null,
    mergeKey: mail.mergeKey ?? null,
    ...(mail.sendAt === undefined ? {} : { nextAttemptAt: mail.sendAt }),
  });
  noteMailQueued();
  return { id, ...mail };
}
