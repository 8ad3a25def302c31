import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AccountProvider, AccountResponse } from '../../shared/api/account.js';
import type { Database } from '../db/client.js';
import { accountTokens, sessions, users } from '../db/schema.js';
import { embeddedIssuerKey } from './upsert-user-from-identity.js';
import { findVerifiedAddresses, normalizeAddress } from './verified-addresses.js';

export interface AccountUser {
  id: string;
  email: string;
  contactEmail: string;
  isEmbedded: boolean;
  /** The embedded provider's account id (users.oidc_subject). */
  subject: string;
}

export async function findAccountUser(db: Database, userId: string): Promise<AccountUser | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, contactEmail: users.contactEmail, issuer: users.oidcIssuer, subject: users.oidcSubject })
    .from(users)
    .where(eq(users.id, userId));
  if (row === undefined) return undefined;
  return { id: row.id, email: row.email, contactEmail: row.contactEmail, isEmbedded: row.issuer === embeddedIssuerKey, subject: row.subject };
}

/** What the account page shows: addresses and whether they are confirmed, the provider, the sessions. */
export async function getAccount(db: Database, user: AccountUser, provider: AccountProvider, currentSession: string, now = new Date()): Promise<AccountResponse> {
  const contact = user.contactEmail.trim();
  const verified = await findVerifiedAddresses(db, user.id, [user.email, contact]);
  const unconfirmed = [...new Set([user.email, contact].filter((address) => address !== '' && !verified.has(normalizeAddress(address))))];
  const [pending] = await db
    .select({ address: accountTokens.address })
    .from(accountTokens)
    .where(and(eq(accountTokens.purpose, 'change-login-address'), eq(accountTokens.subject, user.id), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  const rows = await db
    .select({ idHash: sessions.idHash, createdAt: sessions.createdAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  return {
    loginEmail: user.email,
    contactEmail: contact,
    unconfirmedAddresses: unconfirmed,
    pendingLoginEmail: pending?.address ?? null,
    provider,
    sessions: rows.map((row) => ({ id: row.idHash, createdAt: row.createdAt.toISOString(), userAgent: row.userAgent, isCurrent: row.idHash === currentSession })),
  };
}
