import { and, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountExports, users } from '../../db/schema.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { queueEmail } from '../queue-email.js';
import { accountExportEntries } from './account-export-entries.js';
import { countAccountExportItems } from './count-account-export-items.js';
import { zipStream, type ZipSource } from './zip-stream.js';

export interface AccountExportDeps {
  db: Database;
  store: BlobStore;
  publicUrl: string;
  linkHours: number;
}

/** Progress is written every so many entries, not on each: a large account has thousands. */
const progressEvery = 25;

export const accountExportKey = (userId: string, exportId: string) => `account-exports/${userId}/${exportId}.zip`;

/**
 * Builds one export: counts what it will hold (the progress bar's total), streams the zip into
 * the blob store while it counts the entries done, then marks it ready until now + linkHours and
 * mails the operator. A crash leaves it running; the next start builds it again from the start.
 */
export async function runAccountExport(deps: AccountExportDeps, exportId: string, options: { isResuming?: boolean } = {}): Promise<void> {
  // Claimed by one conditional update, so two runners never build the same export; one left
  // running is taken again only by the start-up sweep (its builder died with its process).
  const claimable = options.isResuming === true ? inArray(accountExports.status, ['pending', 'running']) : eq(accountExports.status, 'pending');
  const [job] = await deps.db
    .update(accountExports)
    .set({ status: 'running', doneItems: 0 })
    .where(and(eq(accountExports.id, exportId), claimable))
    .returning({ userId: accountExports.userId });
  if (job === undefined) return;
  const total = await countAccountExportItems(deps.db, job.userId);
  await deps.db.update(accountExports).set({ totalItems: total }).where(eq(accountExports.id, exportId));
  const key = accountExportKey(job.userId, exportId);
  try {
    const byteSize = await deps.store.putStream(key, zipStream(counted(deps.db, exportId, accountExportEntries(deps.db, deps.store, job.userId))), 'application/zip');
    const finishedAt = new Date();
    const expiresAt = new Date(finishedAt.getTime() + deps.linkHours * 3600 * 1000);
    const isRecorded = await deps.db.transaction(async (tx) => {
      const [ready] = await tx
        .update(accountExports)
        .set({ status: 'ready', doneItems: sql`${accountExports.totalItems}`, blobKey: key, byteSize, finishedAt, expiresAt })
        .where(eq(accountExports.id, exportId))
        .returning({ id: accountExports.id });
      // One zip per account: the new copy ends the older ones' links at once (410, as expired
      // ones), so exports asked for again and again keep one copy of the account's files.
      await tx
        .update(accountExports)
        .set({ expiresAt: finishedAt })
        .where(and(eq(accountExports.userId, job.userId), eq(accountExports.status, 'ready'), ne(accountExports.id, exportId)));
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, job.userId));
      if (ready !== undefined && user !== undefined) await queueEmail(tx, exportReadyMail(user.email, deps.publicUrl, expiresAt));
      return ready !== undefined;
    });
    // The account was deleted while its zip was being built: the zip must not outlive it.
    if (!isRecorded) await deps.store.delete(key);
  } catch (error) {
    await deps.store.delete(key).catch(() => undefined);
    await deps.db
      .update(accountExports)
      .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error', finishedAt: new Date() })
      .where(eq(accountExports.id, exportId));
    throw error;
  }
  // Their files now, not at the next hourly sweep; one that fails to go is the sweep's again.
  await deleteExpiredExports(deps, new Date(), { userId: job.userId }).catch(() => undefined);
}

/** Deletes the zips whose links have ended (all accounts', or one's) and marks them expired. */
async function deleteExpiredExports(deps: AccountExportDeps, now: Date, scope: { userId?: string } = {}): Promise<void> {
  const ended = and(eq(accountExports.status, 'ready'), isNotNull(accountExports.expiresAt), lte(accountExports.expiresAt, now));
  const expired = await deps.db
    .select({ id: accountExports.id, blobKey: accountExports.blobKey })
    .from(accountExports)
    .where(scope.userId === undefined ? ended : and(ended, eq(accountExports.userId, scope.userId)));
  for (const row of expired) {
    if (row.blobKey !== null) await deps.store.delete(row.blobKey);
    await deps.db.update(accountExports).set({ status: 'expired', blobKey: null }).where(eq(accountExports.id, row.id));
  }
}

async function* counted(db: Database, exportId: string, sources: AsyncIterable<ZipSource>): AsyncGenerator<ZipSource> {
  let done = 0;
  for await (const source of sources) {
    yield source;
    done += 1;
    if (done % progressEvery === 0) await db.update(accountExports).set({ doneItems: done }).where(eq(accountExports.id, exportId));
  }
}

const romeDateTime = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'long', timeStyle: 'short' });

function exportReadyMail(to: string, publicUrl: string, expiresAt: Date) {
  return {
    to,
    subject: 'La copia dei tuoi dati Cornice è pronta',
    body: [
      'Ciao,',
      '',
      'la copia dei tuoi dati che hai chiesto è pronta. Scaricala dalla Dashboard, nella sezione «I tuoi dati»:',
      `${publicUrl}/dashboard`,
      '',
      `Il file resta disponibile fino al ${romeDateTime.format(expiresAt)}, poi viene eliminato.`,
      '',
      'Se non hai chiesto tu questa copia, cambia subito la password e scrivici.',
      '',
      'Cornice',
    ].join('\n'),
  };
}

/** Exports left pending (or, at start-up, running) by a stop or a crash are built again; expired zips are deleted. */
export async function sweepAccountExports(
  deps: AccountExportDeps,
  onError: (exportId: string, error: unknown) => void,
  options: { isStartUp: boolean; now?: Date },
): Promise<void> {
  await deleteExpiredExports(deps, options.now ?? new Date());
  const unfinished = await deps.db.select({ id: accountExports.id }).from(accountExports).where(inArray(accountExports.status, ['pending', 'running']));
  for (const { id } of unfinished) {
    try {
      await runAccountExport(deps, id, { isResuming: options.isStartUp });
    } catch (error) {
      onError(id, error);
    }
  }
}
