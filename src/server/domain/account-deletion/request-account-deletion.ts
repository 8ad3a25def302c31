import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountDeletions, sessions, users } from '../../db/schema.js';
import { embeddedIssuerKey } from '../upsert-user-from-identity.js';

export type RequestAccountDeletionResult = { kind: 'recorded'; deletionId: string } | { kind: 'not-found' };

/**
 * Records the deletion job before any of the work, and ends the account's app sessions in the
 * same transaction, so nothing more is written from a browser while the job runs. A second
 * request for the same account finds the job already there and answers it.
 */
export async function requestAccountDeletion(db: Database, userId: string): Promise<RequestAccountDeletionResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, issuer: users.oidcIssuer, subject: users.oidcSubject, subscriptionId: users.stripeSubscriptionId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const [existing] = await tx.select({ id: accountDeletions.id }).from(accountDeletions).where(eq(accountDeletions.userId, userId));
    if (existing !== undefined) return { kind: 'recorded' as const, deletionId: existing.id };
    if (user === undefined) return { kind: 'not-found' as const };
    const deletionId = `del_${randomBytes(12).toString('base64url')}`;
    await tx.insert(accountDeletions).values({
      id: deletionId,
      userId,
      oidcSubject: user.subject,
      // The embedded provider's account, grants and tokens go too (kept in this database whichever provider is configured now).
      isEmbeddedIdentity: user.issuer === embeddedIssuerKey,
      email: user.email,
      subscriptionId: user.subscriptionId,
    });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return { kind: 'recorded' as const, deletionId };
  });
}
