import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { MailTransport } from './mail-transport.js';
import { createOutboxTransport } from './outbox-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

/** SMTP when SMTP_URL is set; otherwise the logged outbox (ARCHITECTURE: email row). */
export function createMailTransport(config: AppConfig, log: FastifyBaseLogger): MailTransport {
  const smtpUrl = config.mail.smtpUrl;
  return smtpUrl === undefined ? createOutboxTransport(log) : createSmtpTransport({ url: smtpUrl, from: config.mail.from });
}
