import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

/** How users of the embedded provider are keyed, whatever its issuer URL is today. */
export const embeddedIssuerKey = 'embedded';

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
}

/** The operator behind a verified login: created on first login, email kept current after. */
export async function upsertUserFromIdentity(db: Database, identity: VerifiedIdentity): Promise<string> {
  const rows = await db
    .insert(users)
    .values({ id: randomUUID(), oidcIssuer: identity.issuer, oidcSubject: identity.subject, email: identity.email })
    .onConflictDoUpdate({ target: [users.oidcIssuer, users.oidcSubject], set: { email: identity.email } })
    .returning({ id: users.id });
  const row = rows[0];
  if (row === undefined) throw new Error('user upsert returned no row');
  return row.id;
}
