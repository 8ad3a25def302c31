import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { idpPayloads, sessions, users } from '../db/schema.js';
import { embeddedIssuerKey } from './upsert-user-from-identity.js';

/** What the embedded provider keeps per login: ending a login deletes all of them. */
const accountModels = ['Session', 'Grant', 'AccessToken', 'RefreshToken', 'AuthorizationCode'];

/** The provider grant behind an app session, found through its refresh token (opaque tokens are stored under their value). */
async function grantOfSession(db: Database, idHash: string): Promise<string | undefined> {
  const [session] = await db.select({ refreshToken: sessions.refreshToken }).from(sessions).where(eq(sessions.idHash, idHash));
  if (session?.refreshToken == null) return undefined;
  const [token] = await db
    .select({ grantId: idpPayloads.grantId })
    .from(idpPayloads)
    .where(and(eq(idpPayloads.model, 'RefreshToken'), eq(idpPayloads.id, session.refreshToken)));
  return token?.grantId ?? undefined;
}

async function deleteGrant(db: Database, grantId: string): Promise<void> {
  await db
    .delete(idpPayloads)
    .where(or(and(inArray(idpPayloads.model, accountModels), eq(idpPayloads.grantId, grantId)), and(eq(idpPayloads.model, 'Grant'), eq(idpPayloads.id, grantId))));
}

/**
 * Ends every login of an embedded-provider account (a password reset): the app's sessions of
 * its user and the provider's sessions, grants and tokens, so no refresh token can bring one
 * back. `keep` spares one app session and the grant behind it (the browser that changed the password).
 */
export async function endAccountSessions(db: Database, accountId: string, keep?: { idHash: string }): Promise<void> {
  const keptGrant = keep === undefined ? undefined : await grantOfSession(db, keep.idHash);
  const accountUsers = db.select({ id: users.id }).from(users).where(and(eq(users.oidcIssuer, embeddedIssuerKey), eq(users.oidcSubject, accountId)));
  await db.delete(sessions).where(and(inArray(sessions.userId, accountUsers), keep === undefined ? undefined : ne(sessions.idHash, keep.idHash)));
  const conditions: (SQL | undefined)[] = [inArray(idpPayloads.model, accountModels), sql`${idpPayloads.payload}->>'accountId' = ${accountId}`];
  if (keptGrant !== undefined) {
    conditions.push(sql`${idpPayloads.grantId} is distinct from ${keptGrant}`, sql`not (${idpPayloads.model} = 'Grant' and ${idpPayloads.id} = ${keptGrant})`);
  }
  await db.delete(idpPayloads).where(and(...conditions));
}

/** Ends every app session of a user but `keep` (an external provider: its own sessions are its business). */
export async function endUserSessions(db: Database, userId: string, keep?: { idHash: string }): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep === undefined ? undefined : ne(sessions.idHash, keep.idHash)));
}

/** Ends one of the user's sessions and, with the embedded provider, the grant behind it. False: no such session of theirs. */
export async function endOneSession(db: Database, userId: string, idHash: string): Promise<boolean> {
  const grantId = await grantOfSession(db, idHash);
  const deleted = await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.idHash, idHash))).returning({ idHash: sessions.idHash });
  if (deleted.length === 0) return false;
  if (grantId !== undefined) await deleteGrant(db, grantId);
  return true;
}
