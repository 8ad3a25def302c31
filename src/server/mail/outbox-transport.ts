import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-transport.js';

/**
 * The embedded default (no SMTP_URL): each mail is written to the log at info level (to,
 * subject; the body at debug) and counts as sent. The row stays in email_outbox, which is the
 * record. Marking it sent means that turning SMTP on later does not mail out a backlog of old
 * notifications nobody was waiting for any more.
 */
export function createOutboxTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'outbox',
    send: async (mail) => {
      log.info({ mailId: mail.id, to: mail.to, subject: mail.subject, replyTo: mail.replyTo ?? undefined }, 'mail queued (no SMTP_URL: logged, not delivered)');
      log.debug({ mailId: mail.id, body: mail.body }, 'mail body');
    },
    close: async () => undefined,
  };
}
