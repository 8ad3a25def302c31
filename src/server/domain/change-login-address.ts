import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { idpAccounts, users } from '../db/schema.js';
import { isUniqueViolation } from '../idp/account-store.js';
import { loginAddressChangedNotice } from './account-mails.js';
import type { ConsumedAccountToken } from './account-tokens.js';
import { consumeAccountToken, revokeAccountTokens } from './account-tokens.js';
import { queueEmail } from './queue-email.js';
import { embeddedIssuerKey } from './upsert-user-from-identity.js';
import { markAddressVerified } from './verified-addresses.js';

export type ChangeLoginAddressResult = { ok: true; address: string } | Extract<ConsumedAccountToken, { ok: false }> | { ok: false; reason: 'taken' };

/**
 * Opens a new-login-address link: the embedded account and the app user take the new address
 * (proved by the link, so it counts as confirmed) and the old one is told. All or nothing.
 */
export async function changeLoginAddress(db: Database, token: string, supportEmail: string): Promise<ChangeLoginAddressResult> {
  try {
    return await db.transaction(async (tx): Promise<ChangeLoginAddressResult> => {
      const consumed = await consumeAccountToken(tx, 'change-login-address', token);
      if (!consumed.ok) return consumed;
      const [user] = await tx
        .select({ email: users.email, subject: users.oidcSubject })
        .from(users)
        .where(and(eq(users.id, consumed.subject), eq(users.oidcIssuer, embeddedIssuerKey)));
      if (user === undefined) return { ok: false, reason: 'unknown' };
      await tx.update(idpAccounts).set({ email: consumed.address }).where(eq(idpAccounts.id, user.subject));
      await tx.update(users).set({ email: consumed.address }).where(eq(users.id, consumed.subject));
      await markAddressVerified(tx, consumed.subject, consumed.address);
      await revokeAccountTokens(tx, 'change-login-address', consumed.subject);
      await queueEmail(tx, loginAddressChangedNotice(user.email, consumed.address, supportEmail));
      return { ok: true, address: consumed.address };
    });
  } catch (error) {
    // Someone signed up with the address after the link was mailed.
    if (isUniqueViolation(error)) return { ok: false, reason: 'taken' };
    throw error;
  }
}
