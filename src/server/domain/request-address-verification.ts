import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { accountTokens } from '../db/schema.js';
import { addressVerificationMail } from './account-mails.js';
import { countTokensForAddress, issueAccountToken } from './account-tokens.js';
import { queueEmail } from './queue-email.js';
import { findVerifiedAddresses, normalizeAddress } from './verified-addresses.js';

/** Confirmation mails one address may receive in an hour, however often someone asks. */
export const verificationMailsPerHour = 3;

export interface AddressVerificationInput {
  userId: string;
  address: string;
  publicUrl: string;
  ttlMs: number;
  now?: Date;
}

export type AddressVerificationResult = 'sent' | 'already-verified' | 'rate-limited';

/** Mails a single-use link that proves the operator reads this address. */
export async function requestAddressVerification(db: Database, input: AddressVerificationInput): Promise<AddressVerificationResult> {
  const now = input.now ?? new Date();
  const address = normalizeAddress(input.address);
  if ((await findVerifiedAddresses(db, input.userId, [address])).has(address)) return 'already-verified';
  const since = new Date(now.getTime() - 3600 * 1000);
  if ((await countTokensForAddress(db, 'verify-address', address, since)) >= verificationMailsPerHour) return 'rate-limited';
  await db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, 'verify-address', { subject: input.userId, address }, input.ttlMs, now);
    const link = `${input.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
    await queueEmail(tx, addressVerificationMail(address, link, Math.round(input.ttlMs / 3_600_000)));
  });
  return 'sent';
}

/**
 * The one automatic request for an address: at the first login with it (a new account, or an
 * account from before addresses were confirmed) and when it becomes the contact address. After
 * that the operator asks again from the dashboard's banner.
 */
export async function requestAddressVerificationOnce(db: Database, input: AddressVerificationInput): Promise<void> {
  const address = normalizeAddress(input.address);
  if (address === '') return;
  const [asked] = await db
    .select({ n: count() })
    .from(accountTokens)
    .where(and(eq(accountTokens.purpose, 'verify-address'), eq(accountTokens.subject, input.userId), eq(accountTokens.address, address)));
  if ((asked?.n ?? 0) > 0) return;
  await requestAddressVerification(db, input);
}
