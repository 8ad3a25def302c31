import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { createRandomToken, hashToken } from '../auth/random-token.js';
import type { Database } from '../db/client.js';
import { accountTokens } from '../db/schema.js';

export type AccountTokenPurpose = 'verify-address' | 'reset-password' | 'change-login-address';

export interface AccountTokenGrant {
  subject: string;
  address: string;
}

export type ConsumedAccountToken = ({ ok: true } & AccountTokenGrant) | { ok: false; reason: 'unknown' | 'expired' | 'used' };

/** Creates a link token; the caller mails it. Returns the token itself (never stored). */
export async function issueAccountToken(
  db: Database,
  purpose: AccountTokenPurpose,
  grant: AccountTokenGrant,
  ttlMs: number,
  now = new Date(),
): Promise<string> {
  const token = createRandomToken();
  await db.insert(accountTokens).values({
    idHash: hashToken(token),
    purpose,
    subject: grant.subject,
    address: grant.address.trim().toLowerCase(),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

/** Whether a token is still good, without using it up (the page that shows the form). */
export async function peekAccountToken(db: Database, purpose: AccountTokenPurpose, token: string, now = new Date()): Promise<ConsumedAccountToken> {
  const [row] = await db.select().from(accountTokens).where(and(eq(accountTokens.idHash, hashToken(token)), eq(accountTokens.purpose, purpose)));
  if (row === undefined) return { ok: false, reason: 'unknown' };
  if (row.usedAt !== null) return { ok: false, reason: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subject: row.subject, address: row.address };
}

/**
 * Uses a token up: one statement, so of two requests racing with the same link exactly one
 * wins. Run it in the transaction that applies what the link grants.
 */
export async function consumeAccountToken(db: Database, purpose: AccountTokenPurpose, token: string, now = new Date()): Promise<ConsumedAccountToken> {
  const idHash = hashToken(token);
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.idHash, idHash), eq(accountTokens.purpose, purpose), sql`${accountTokens.usedAt} is null`, gt(accountTokens.expiresAt, now)))
    .returning({ subject: accountTokens.subject, address: accountTokens.address });
  if (row !== undefined) return { ok: true, ...row };
  const peeked = await peekAccountToken(db, purpose, token, now);
  return peeked.ok ? { ok: false, reason: 'used' } : peeked;
}

/** Links of one purpose mailed to an address since a moment: the per-address rate limit. */
export async function countTokensForAddress(db: Database, purpose: AccountTokenPurpose, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(and(eq(accountTokens.purpose, purpose), eq(accountTokens.address, address.trim().toLowerCase()), gt(accountTokens.createdAt, since)));
  return row?.n ?? 0;
}

/** Ends every unused link of a purpose for a subject (a newer one replaces them, or they no longer apply). */
export async function revokeAccountTokens(db: Database, purpose: AccountTokenPurpose, subject: string, now = new Date()): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.purpose, purpose), eq(accountTokens.subject, subject), sql`${accountTokens.usedAt} is null`));
}

/** Housekeeping: links a day past their end are of no use to anyone, not even for the rate limit. */
export async function purgeOldAccountTokens(db: Database, now = new Date()): Promise<void> {
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}
