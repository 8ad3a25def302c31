import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.js';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  url: string;
  /** The From header, e.g. 'Cornice <noreply@cornice.app>'. */
  from: string;
}

/**
 * Timeouts short enough that a whole batch finishes well inside a claim's lease (see
 * mail-dispatcher.ts), so a slow server cannot make another process claim the same rows.
 */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Delivers through an SMTP server with nodemailer, over a small pool of reused connections. */
export function createSmtpTransport(settings: SmtpSettings): MailTransport {
  // The url's own settings win (query parameters such as ?tls.rejectUnauthorized=false included).
  // No requeue inside nodemailer: the outbox retries, and a requeued send could outlive the claim's lease.
  const transporter = nodemailer.createTransport({ url: settings.url, pool: true, maxConnections: 2, maxRequeues: 0, ...timeouts });
  const domain = messageIdDomain(settings.from);
  return {
    kind: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
        messageId: `<${mail.id}@${domain}>`,
      });
    },
    close: async () => transporter.close(),
  };
}

/** The From address's domain, for Message-IDs; a From without one gets a neutral domain. */
function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'cornice.invalid';
}
