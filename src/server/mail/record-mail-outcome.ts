import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { emailOutbox } from '../db/schema.js';

const maxErrorLength = 1000;

/** The transport took the mail: it is never claimed again. */
export async function markMailSent(db: Database, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.sentAt)));
}

/** A failed attempt: retried after retryInMs, or never again (retryInMs null: given up). */
export async function markMailFailed(db: Database, id: string, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      lastError: error.slice(0, maxErrorLength),
      nextAttemptAt: retryInMs === null ? null : sql`now() + make_interval(secs => ${retryInMs / 1000})`,
    })
    .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.sentAt)));
}

/** Claimed mails this dispatcher will not try after all (it is stopping): due again now, the claim uncounted. */
export async function releaseMails(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()`, attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)` })
    .where(and(inArray(emailOutbox.id, [...ids]), isNull(emailOutbox.sentAt)));
}
