import { Writable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';
import { queueEmail } from '../domain/queue-email.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { TestSmtpServer } from '../test-support/test-smtp-server.js';
import { claimDueMails } from './claim-due-mails.js';
import { MailDispatcher } from './mail-dispatcher.js';
import type { MailTransport } from './mail-transport.js';
import { createOutboxTransport } from './outbox-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

const from = 'Cornice <noreply@cornice.test>';
const silentLog = Fastify().log;

let database: DatabaseHandle;
let smtp: TestSmtpServer;
const transports: MailTransport[] = [];

function smtpTransport(url = smtp.url): MailTransport {
  const transport = createSmtpTransport({ url, from });
  transports.push(transport);
  return transport;
}

function dispatcher(transport: MailTransport, options: { batchSize?: number; maxAttempts?: number } = {}) {
  return new MailDispatcher({ db: database.db, transport, log: silentLog, ...options });
}

async function queue(mail: { to: string; subject: string; body: string; replyTo?: string }) {
  return database.db.transaction((tx) => queueEmail(tx, mail));
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (row === undefined) throw new Error(`no outbox row ${id}`);
  return row;
}

/** Time passes: the row is due again. */
async function makeDue(id: string) {
  await database.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(emailOutbox.id, id));
}

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await TestSmtpServer.start();
});
afterEach(async () => {
  smtp.failing = false;
  smtp.received.length = 0;
  // Each test starts from an empty outbox.
  await database.db.delete(emailOutbox);
});
afterAll(async () => {
  await Promise.all(transports.map((transport) => transport.close()));
  await smtp.close();
  await database.close();
});

describe('mail dispatcher over SMTP', () => {
  it('delivers a queued mail with its recipient, subject, body, sender, Reply-To and Message-ID, and marks it sent', async () => {
    const mail = await queue({ to: 'supporto@cornice.test', subject: 'Nuovo ordine: Anna è qui', body: 'Riga uno\nRiga due con àèìòù €', replyTo: 'anna@example.test' });

    expect(await dispatcher(smtpTransport()).drain()).toEqual({ sent: 1, failed: 0 });

    const [received] = await smtp.waitForMails(1);
    expect(smtp.received).toHaveLength(1);
    expect(received?.envelopeTo).toEqual(['supporto@cornice.test']);
    expect(received?.envelopeFrom).toBe('noreply@cornice.test');
    expect(received?.headers.get('from')).toBe(from);
    expect(received?.headers.get('reply-to')).toBe('anna@example.test');
    expect(received?.headers.get('message-id')).toBe(`<${mail.id}@cornice.test>`);
    expect(received?.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(received?.subject).toBe('Nuovo ordine: Anna è qui');
    expect(received?.text).toBe('Riga uno\nRiga due con àèìòù €');
    const row = await rowOf(mail.id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();

    // Sent is sent: a later pass finds nothing.
    expect(await dispatcher(smtpTransport()).drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends each mail once when two dispatchers (two processes) drain the same outbox at the same time', async () => {
    const mails = [];
    for (let i = 0; i < 23; i += 1) mails.push(await queue({ to: `cliente${i}@example.test`, subject: `Mail ${i}`, body: `Corpo ${i}` }));

    const [first, second] = await Promise.all([
      dispatcher(smtpTransport(), { batchSize: 3 }).drain(),
      dispatcher(smtpTransport(), { batchSize: 3 }).drain(),
    ]);

    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(23);
    expect(smtp.received).toHaveLength(23);
    const messageIds = smtp.received.map((mail) => mail.headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(23);
    const rows = await database.db.select().from(emailOutbox).where(inArray(emailOutbox.id, mails.map((mail) => mail.id)));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('leaves a mail the server refuses unsent, waits before retrying, and delivers it on a later pass', async () => {
    const mail = await queue({ to: 'supporto@cornice.test', subject: 'Riprova', body: 'Ancora' });
    smtp.failing = true;
    const sender = dispatcher(smtpTransport());

    expect(await sender.drain()).toEqual({ sent: 0, failed: 1 });
    let row = await rowOf(mail.id);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/451/);
    // The first retry waits a minute.
    expect(row.nextAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await sender.drain()).toEqual({ sent: 0, failed: 0 });

    smtp.failing = false;
    await makeDue(mail.id);
    expect(await sender.drain()).toEqual({ sent: 1, failed: 0 });
    row = await rowOf(mail.id);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(2);
    expect(row.lastError).toBeNull();
    expect(smtp.received.map((received) => received.subject)).toEqual(['Riprova']);
  });

  it('counts an unreachable server as a failed attempt, and gives up after the last one', async () => {
    const closed = await TestSmtpServer.start();
    const unreachableUrl = closed.url;
    await closed.close();
    const mail = await queue({ to: 'supporto@cornice.test', subject: 'Perso', body: '…' });
    const sender = dispatcher(smtpTransport(unreachableUrl), { maxAttempts: 2 });

    expect(await sender.drain()).toEqual({ sent: 0, failed: 1 });
    expect((await rowOf(mail.id)).nextAttemptAt).not.toBeNull();
    await makeDue(mail.id);
    expect(await sender.drain()).toEqual({ sent: 0, failed: 1 });

    const row = await rowOf(mail.id);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(2);
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Given up: never claimed again until someone sets next_attempt_at.
    expect(row.nextAttemptAt).toBeNull();
    expect(await sender.drain()).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps a claimed mail from other dispatchers until its lease runs out (a process that died mid-send)', async () => {
    const mail = await queue({ to: 'supporto@cornice.test', subject: 'Orfana', body: '…' });
    const claimed = await claimDueMails(database.db, { batchSize: 10, leaseMs: 60_000 });
    expect(claimed.map((row) => row.id)).toEqual([mail.id]);

    const other = dispatcher(smtpTransport());
    expect(await other.drain()).toEqual({ sent: 0, failed: 0 });
    await makeDue(mail.id);
    expect(await other.drain()).toEqual({ sent: 1, failed: 0 });
    expect((await rowOf(mail.id)).attempts).toBe(2);
  });
});

describe('outbox transport (no SMTP_URL)', () => {
  it('logs each mail (to, subject) at info level and marks it sent', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            lines.push(chunk.toString());
            done();
          },
        }),
      },
    });
    const mail = await queue({ to: 'supporto@cornice.test', subject: 'Solo nel log', body: 'Corpo segreto' });

    expect(await dispatcher(createOutboxTransport(app.log)).drain()).toEqual({ sent: 1, failed: 0 });

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.mailId === mail.id);
    expect(logged).toMatchObject({ level: 30, to: 'supporto@cornice.test', subject: 'Solo nel log' });
    // The body is only at debug level.
    expect(lines.join('')).not.toContain('Corpo segreto');
    expect((await rowOf(mail.id)).sentAt).toBeInstanceOf(Date);
    await app.close();
  });
});
