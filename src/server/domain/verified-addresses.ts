import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { verifiedAddresses } from '../db/schema.js';

export function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}

export async function markAddressVerified(db: Database, userId: string, address: string): Promise<void> {
  await db.insert(verifiedAddresses).values({ userId, address: normalizeAddress(address) }).onConflictDoNothing();
}

/** Which of these addresses the operator has proved to read. */
export async function findVerifiedAddresses(db: Database, userId: string, addresses: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(addresses.map(normalizeAddress).filter((address) => address !== ''))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ address: verifiedAddresses.address })
    .from(verifiedAddresses)
    .where(and(eq(verifiedAddresses.userId, userId), inArray(verifiedAddresses.address, wanted)));
  return new Set(rows.map((row) => row.address));
}
