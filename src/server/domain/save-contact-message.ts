import { randomUUID } from 'node:crypto';
import type { ContactSubject } from '../../shared/api/contact.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { Database } from '../db/client.js';
import { contactMessages } from '../db/schema.js';
import { queueEmail } from './queue-email.js';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  /** Where support reads it (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** The subjects as support reads them (the page shows the same Italian labels). */
export function contactSubjectLabel(subject: ContactSubject): string {
  switch (subject) {
    case 'general':
      return 'Informazioni generali';
    case 'custom_layout':
      return 'Richiesta layout personalizzato';
    default:
      return assertNever(subject);
  }
}

/**
 * Stores a contact page message and queues its mail to support in one transaction, so a
 * message is either kept and mailed or neither. The mail's Reply-To is the sender: support
 * answers with their mail client's Reply.
 */
export async function saveContactMessage(db: Database, input: ContactMessageInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(contactMessages).values({ id, name: input.name, email: input.email, subject: input.subject, message: input.message });
    await queueEmail(tx, {
      to: input.supportEmail,
      replyTo: input.email,
      subject: `[Contatti] ${contactSubjectLabel(input.subject)}`,
      body: contactMailBody(id, input),
    });
    return { id };
  });
}

/** Plain text only: every value is what a stranger typed, and no mail client may render it as markup. */
export function contactMailBody(id: string, input: ContactMessageInput): string {
  return [
    'Nuovo messaggio dal modulo contatti.',
    '',
    `Nome: ${input.name}`,
    `Email: ${input.email}`,
    `Oggetto: ${contactSubjectLabel(input.subject)}`,
    '',
    input.message,
    '',
    '—',
    `Rispondi a questa mail per scrivere a ${input.email}. (messaggio ${id})`,
  ].join('\n');
}
