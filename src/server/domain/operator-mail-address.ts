import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

/** Where mail for an operator goes: the profile's contact email, else the account's. */
export function operatorMailAddress(operator: { email: string; contactEmail: string }): string {
  const contact = operator.contactEmail.trim();
  return contact === '' ? operator.email : contact;
}

/** The operator's mail address, or undefined when there is no such operator. */
export async function findOperatorMailAddress(db: Database, operatorId: string): Promise<string | undefined> {
  const [operator] = await db.select({ email: users.email, contactEmail: users.contactEmail }).from(users).where(eq(users.id, operatorId));
  return operator === undefined ? undefined : operatorMailAddress(operator);
}

/** A client-typed value fit for a mail subject: one line, no control characters, bounded. */
export function toSubjectText(value: string, maxLength = 80): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const line = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}
