import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import { findVerifiedAddresses, normalizeAddress } from './verified-addresses.js';

/**
 * Where mail for an operator goes: the profile's contact email, else the account's, and only an
 * address the operator has confirmed, since these mails carry what strangers typed. None while
 * neither is confirmed.
 */
export function operatorMailAddress(operator: { email: string; contactEmail: string }, verified: ReadonlySet<string>): string | undefined {
  const contact = operator.contactEmail.trim();
  if (contact !== '' && verified.has(normalizeAddress(contact))) return contact;
  return verified.has(normalizeAddress(operator.email)) ? operator.email : undefined;
}

/** The operator's confirmed mail address, or undefined (no such operator, nothing confirmed). */
export async function findOperatorMailAddress(db: Database, operatorId: string): Promise<string | undefined> {
  const [operator] = await db.select({ email: users.email, contactEmail: users.contactEmail }).from(users).where(eq(users.id, operatorId));
  if (operator === undefined) return undefined;
  return operatorMailAddress(operator, await findVerifiedAddresses(db, operatorId, [operator.email, operator.contactEmail]));
}
