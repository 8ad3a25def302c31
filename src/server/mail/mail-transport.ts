/** One outbox row as a transport delivers it. */
export interface OutgoingMail {
  /** The outbox row's id; also the Message-ID's local part, so a receiver can spot a duplicate. */
  id: string;
  to: string;
  subject: string;
  /** Plain text: the values may be what a stranger typed, and no mail client may render them as markup. */
  body: string;
  replyTo: string | null;
}

/**
 * Where queued mail goes, chosen by config: `outbox` (no SMTP_URL) only logs it, `smtp`
 * delivers it. send() resolves once the mail is handed over and rejects when it was not.
 */
export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}
