import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';
import { createRandomToken, hashToken } from './random-token.js';

export interface TokenSet {
  idToken: string | null;
  accessToken: string | null;
  refreshToken: string | null;
  accessExpiresAt: Date | null;
}

export interface StoredSession extends TokenSet {
  idHash: string;
  userId: string;
  expiresAt: Date;
}

/** Server-side sessions: the cookie holds a random token, the database holds its hash. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
  ) {}

  async create(userId: string, tokens: TokenSet, now = new Date(), userAgent?: string): Promise<{ token: string; session: StoredSession }> {
    const token = createRandomToken();
    const session: StoredSession = { idHash: hashToken(token), userId, ...tokens, expiresAt: new Date(now.getTime() + this.ttlMs) };
    await this.db.insert(sessions).values({ ...session, userAgent: userAgent?.slice(0, 300) ?? null });
    return { token, session };
  }

  async find(token: string, now = new Date()): Promise<StoredSession | undefined> {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, now)))
      .limit(1);
    const row = rows[0];
    if (row === undefined) return undefined;
    return {
      idHash: row.idHash,
      userId: row.userId,
      idToken: row.idToken,
      accessToken: row.accessToken,
      refreshToken: row.refreshToken,
      accessExpiresAt: row.accessExpiresAt,
      expiresAt: row.expiresAt,
    };
  }

  /** After a token refresh: keep the new tokens and slide the session's end. */
  async renew(idHash: string, tokens: TokenSet, now = new Date()): Promise<Date> {
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await this.db
      .update(sessions)
      .set({ ...tokens, expiresAt })
      .where(eq(sessions.idHash, idHash));
    return expiresAt;
  }

  async delete(idHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
  }

  async deleteExpired(now = new Date()): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
  }
}
