import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

export interface QueuedEmail {
  id: string;
  to: string;
  subject: string;
  body: string;
}

/** Puts a mail in the outbox, in the caller's transaction: it exists exactly when the order does. */
export async function queueEmail(tx: Database, mail: Omit<QueuedEmail, 'id'>): Promise<QueuedEmail> {
  const id = randomUUID();
  await tx.insert(emailOutbox).values({ id, toAddress: mail.to, subject: mail.subject, body: mail.body });
  return { id, ...mail };
}
