import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountDeletionFiles, accountDeletions } from '../../db/schema.js';
import type { PaymentProvider } from '../../payments/payment-provider.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { deleteAccountRows } from './delete-account-rows.js';

export interface AccountDeletionDeps {
  db: Database;
  store: BlobStore;
  payments: PaymentProvider;
}

/** Files removed per round, so a large account never holds a long list in memory. */
const fileBatch = 200;

/**
 * Carries one recorded deletion to its end, from whatever step it reached: 1. the subscription
 * is cancelled at the payment provider (first, so a deletion that fails later never keeps
 * billing), 2. the rows go (deleteAccountRows), 3. the listed files are removed from the store,
 * each forgotten once it is gone, 4. the job row goes. Every step may run twice: a crash at any
 * point leaves a job the next run finishes. Answers false when there is no such job (done).
 */
export async function runAccountDeletion(deps: AccountDeletionDeps, deletionId: string): Promise<boolean> {
  const [job] = await deps.db.select().from(accountDeletions).where(eq(accountDeletions.id, deletionId));
  if (job === undefined) return false;
  try {
    if (job.step === 'recorded') {
      if (job.subscriptionId !== null) await deps.payments.cancelSubscription(job.subscriptionId);
      await deps.db.update(accountDeletions).set({ step: 'cancelled' }).where(eq(accountDeletions.id, job.id));
      job.step = 'cancelled';
    }
    if (job.step === 'cancelled') {
      await deleteAccountRows(deps.db, job);
      job.step = 'rows-deleted';
    }
    await deleteListedFiles(deps, job.id);
    await deps.db.delete(accountDeletions).where(eq(accountDeletions.id, job.id));
    return true;
  } catch (error) {
    await deps.db
      .update(accountDeletions)
      .set({ attempts: sql`${accountDeletions.attempts} + 1`, lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error' })
      .where(eq(accountDeletions.id, job.id));
    throw error;
  }
}

async function deleteListedFiles(deps: AccountDeletionDeps, deletionId: string): Promise<void> {
  for (;;) {
    const batch = await deps.db
      .select({ key: accountDeletionFiles.key })
      .from(accountDeletionFiles)
      .where(eq(accountDeletionFiles.deletionId, deletionId))
      .limit(fileBatch);
    for (const { key } of batch) {
      await deps.store.delete(key);
      await deps.db.delete(accountDeletionFiles).where(and(eq(accountDeletionFiles.deletionId, deletionId), eq(accountDeletionFiles.key, key)));
    }
    if (batch.length < fileBatch) return;
  }
}

/** Every job a crash or a failure left unfinished, oldest first; one failing job does not stop the others. */
export async function resumeAccountDeletions(deps: AccountDeletionDeps, onError: (deletionId: string, error: unknown) => void): Promise<number> {
  const pending = await deps.db.select({ id: accountDeletions.id }).from(accountDeletions).orderBy(accountDeletions.requestedAt);
  let finished = 0;
  for (const { id } of pending) {
    try {
      if (await runAccountDeletion(deps, id)) finished += 1;
    } catch (error) {
      onError(id, error);
    }
  }
  return finished;
}
