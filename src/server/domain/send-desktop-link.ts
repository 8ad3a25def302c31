import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { desktopLinkTarget } from '../../shared/api/desktop-link.js';
import type { Database } from '../db/client.js';
import { desktopLinkMails } from '../db/schema.js';
import { queueEmail } from './queue-email.js';

/** One mail an hour per address: the form cannot be used to flood somebody's inbox. */
const resendAfter = '1 hour';

export const desktopLinkSubject = 'Il link per provare Cornice dal computer';

/** Always the same words and our own link: nothing a stranger typed goes into the mail. */
export function desktopLinkBody(publicUrl: string): string {
  return [
    'Ciao,',
    '',
    'hai chiesto il link per aprire l’editor di Cornice da un computer (sul telefono lo schermo è troppo piccolo).',
    '',
    `Aprilo dal computer: ${publicUrl}${desktopLinkTarget}`,
    '',
    'Se non l’hai chiesto tu, ignora questa mail: non te ne manderemo altre.',
  ].join('\n');
}

function hashAddress(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

/**
 * Mails the link to /prova to the address, unless it had one in the last hour; answers whether a
 * mail was queued. The claim on the address and the mail are one transaction.
 */
export async function sendDesktopLink(db: Database, input: { email: string; publicUrl: string }): Promise<{ isQueued: boolean }> {
  return db.transaction(async (tx) => {
    await tx.delete(desktopLinkMails).where(sql`${desktopLinkMails.sentAt} < now() - interval '1 day'`);
    const claimed = await tx
      .insert(desktopLinkMails)
      .values({ addressHash: hashAddress(input.email) })
      .onConflictDoUpdate({ target: desktopLinkMails.addressHash, set: { sentAt: sql`now()` }, setWhere: sql`${desktopLinkMails.sentAt} < now() - interval ${sql.raw(`'${resendAfter}'`)}` })
      .returning({ addressHash: desktopLinkMails.addressHash });
    if (claimed.length === 0) return { isQueued: false };
    await queueEmail(tx, { to: input.email, subject: desktopLinkSubject, body: desktopLinkBody(input.publicUrl) });
    return { isQueued: true };
  });
}
