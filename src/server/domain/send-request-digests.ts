import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { CatalogRequestFormData } from '../../shared/api/public-catalog.js';
import type { Database } from '../db/client.js';
import { type CatalogRequestTemplate, catalogRequests, users } from '../db/schema.js';
import { operatorMailAddress } from './operator-mail-address.js';
import { queueEmail } from './queue-email.js';
import { requestMailLines } from './save-catalog-request.js';
import { findVerifiedAddresses } from './verified-addresses.js';

/** A digest covers at least this long: one mail a day at most. */
export const requestDigestPeriodMs = 24 * 60 * 60 * 1000;
/** A digest lists this many requests in full and counts the rest (the dashboard has them all). */
const maxListedRequests = 50;

/**
 * The daily digest of new catalogue requests, for the operators who chose it in their profile:
 * one mail with every request received since the previous digest (or since the digest was turned
 * on), sent once that window is a day old and holds at least one request. Each operator's window
 * is claimed with a compare-and-set on its start, so two server processes never send the same
 * digest twice. Answers how many digests were queued.
 */
export async function sendRequestDigests(db: Database, dashboardUrl: string, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: users.id, from: users.requestDigestFrom })
    .from(users)
    .where(and(eq(users.requestMailDigest, true), isNotNull(users.requestDigestFrom), lte(users.requestDigestFrom, new Date(now.getTime() - requestDigestPeriodMs))));
  let sent = 0;
  for (const operator of due) {
    if (operator.from === null) continue;
    if (await sendOneDigest(db, operator.id, operator.from, now, dashboardUrl)) sent += 1;
  }
  return sent;
}

async function sendOneDigest(db: Database, userId: string, from: Date, now: Date, dashboardUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const requests = await tx
      .select({ template: catalogRequests.template, formData: catalogRequests.formData })
      .from(catalogRequests)
      .where(and(eq(catalogRequests.operatorId, userId), gt(catalogRequests.createdAt, from), lte(catalogRequests.createdAt, now)))
      .orderBy(asc(catalogRequests.createdAt));
    // Nothing new: the window stays open, and the first request after it goes out at the next run.
    if (requests.length === 0) return false;
    const [claimed] = await tx
      .update(users)
      .set({ requestDigestFrom: now })
      .where(and(eq(users.id, userId), eq(users.requestMailDigest, true), sql`date_trunc('milliseconds', ${users.requestDigestFrom}) = ${from.toISOString()}::timestamptz`))
      .returning({ email: users.email, contactEmail: users.contactEmail });
    if (claimed === undefined) return false;
    const to = operatorMailAddress(claimed, await findVerifiedAddresses(tx, userId, [claimed.email, claimed.contactEmail]));
    if (to === undefined) return false;
    await queueEmail(tx, { to, subject: requestDigestSubject(requests.length), body: requestDigestBody(requests, dashboardUrl) });
    return true;
  });
}

export function requestDigestSubject(count: number): string {
  return count === 1 ? 'Riepilogo: 1 nuova richiesta dal tuo catalogo' : `Riepilogo: ${count} nuove richieste dal tuo catalogo`;
}

/** Plain text, as each request's own mail: the values are what strangers typed. */
function requestDigestBody(requests: readonly { template: CatalogRequestTemplate; formData: CatalogRequestFormData }[], dashboardUrl: string): string {
  const listed = requests.slice(0, maxListedRequests).map((request, index) => [`${index + 1}.`, ...requestMailLines(request.template, request.formData)].join('\n'));
  const rest = requests.length - listed.length;
  return [
    requests.length === 1 ? "Dall'ultimo riepilogo hai ricevuto una nuova richiesta dal tuo catalogo." : `Dall'ultimo riepilogo hai ricevuto ${requests.length} nuove richieste dal tuo catalogo.`,
    '',
    listed.join('\n\n'),
    ...(rest > 0 ? ['', `…e altre ${rest}: le trovi tutte nella dashboard.`] : []),
    '',
    `Gestisci le richieste dalla tua dashboard: ${dashboardUrl}`,
    'Preferisci una mail per ogni richiesta? Cambialo nel profilo della dashboard.',
  ].join('\n');
}
