import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { type ClaimedMail, claimDueMails } from './claim-due-mails.js';
import type { MailTransport } from './mail-transport.js';
import { markMailFailed, markMailSent, releaseMails } from './record-mail-outcome.js';
import { maxMailAttempts, retryDelayMs } from './retry-delay.js';

export interface MailDispatcherOptions {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Mails claimed per statement. */
  batchSize?: number;
  /**
   * How long a claim keeps other dispatchers off a row. Longer than a whole batch can take with
   * the SMTP timeouts (10 mails × 40 s), so only a dead process's rows are ever claimed twice.
   */
  leaseMs?: number;
  maxAttempts?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Delivers the outbox: claims due rows in batches, hands each to the transport, and records
 * the outcome (sent_at, or the error and the next attempt). One pass at a time per dispatcher;
 * any number of dispatchers (processes) may share a database.
 */
export class MailDispatcher {
  readonly #db: Database;
  readonly #transport: MailTransport;
  readonly #log: FastifyBaseLogger;
  readonly #batchSize: number;
  readonly #leaseMs: number;
  readonly #maxAttempts: number;
  #running: Promise<void> | undefined;
  #isRunRequested = false;
  #isStopped = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(options: MailDispatcherOptions) {
    this.#db = options.db;
    this.#transport = options.transport;
    this.#log = options.log;
    this.#batchSize = options.batchSize ?? 10;
    this.#leaseMs = options.leaseMs ?? 10 * 60_000;
    this.#maxAttempts = options.maxAttempts ?? maxMailAttempts;
  }

  /** Sends every due mail (batch after batch) and answers how it went. */
  async drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0 };
    while (!this.#isStopped) {
      const batch = await claimDueMails(this.#db, { batchSize: this.#batchSize, leaseMs: this.#leaseMs });
      await this.#deliver(batch, result);
      if (batch.length < this.#batchSize) break;
    }
    return result;
  }

  /** Asks for a pass soon; a pass already under way is followed by one more, never run alongside. */
  kick(): void {
    if (this.#isStopped) return;
    if (this.#running !== undefined) {
      this.#isRunRequested = true;
      return;
    }
    this.#running = this.#runUntilQuiet().finally(() => {
      this.#running = undefined;
    });
  }

  /** Passes every intervalMs (for retries and for mail other processes queued), and one now. */
  start(intervalMs: number): void {
    this.#timer = setInterval(() => this.kick(), intervalMs);
    // Never the reason the process stays alive.
    this.#timer.unref();
    this.kick();
  }

  /** Stops the timer and waits for the pass under way, which stops after its current mail. */
  async stop(): Promise<void> {
    this.#isStopped = true;
    clearInterval(this.#timer);
    await this.#running;
  }

  async #runUntilQuiet(): Promise<void> {
    do {
      this.#isRunRequested = false;
      try {
        await this.drain();
      } catch (error) {
        // The database may be briefly unreachable: the next tick tries again.
        this.#log.warn({ err: error }, 'mail dispatch failed');
      }
    } while (this.#isRunRequested && !this.#isStopped);
  }

  async #deliver(batch: readonly ClaimedMail[], result: DrainResult): Promise<void> {
    for (const [index, mail] of batch.entries()) {
      if (this.#isStopped) {
        await releaseMails(this.#db, batch.slice(index).map((left) => left.id));
        return;
      }
      try {
        await this.#transport.send(mail);
      } catch (error) {
        result.failed += 1;
        await this.#recordFailure(mail, error);
        continue;
      }
      await markMailSent(this.#db, mail.id);
      result.sent += 1;
    }
  }

  async #recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const isLast = mail.attempts >= this.#maxAttempts;
    const retryInMs = isLast ? null : retryDelayMs(mail.attempts);
    const details = { mailId: mail.id, to: mail.to, subject: mail.subject, attempts: mail.attempts, err: error };
    if (isLast) this.#log.error(details, 'mail delivery failed for the last time: given up (set next_attempt_at to retry it)');
    else this.#log.warn({ ...details, retryInSeconds: retryInMs === null ? undefined : retryInMs / 1000 }, 'mail delivery failed: will retry');
    await markMailFailed(this.#db, mail.id, message, retryInMs);
  }
}
