import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authTransactions } from '../db/schema.js';
import { createRandomToken, hashToken } from './random-token.js';

export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

const transactionTtlMs = 15 * 60 * 1000;

/**
 * The state of a login between /auth/login and /auth/callback. The browser holds a random
 * token in a cookie, which binds the callback to the browser that started the login.
 */
export class LoginTransactions {
  constructor(private readonly db: Database) {}

  async start(transaction: LoginTransaction, now = new Date()): Promise<string> {
    const token = createRandomToken();
    await this.db.delete(authTransactions).where(lt(authTransactions.expiresAt, now));
    await this.db.insert(authTransactions).values({
      idHash: hashToken(token),
      ...transaction,
      expiresAt: new Date(now.getTime() + transactionTtlMs),
    });
    return token;
  }

  /** Reads and deletes: a transaction is good for one callback only. */
  async take(token: string, now = new Date()): Promise<LoginTransaction | undefined> {
    const rows = await this.db
      .delete(authTransactions)
      .where(and(eq(authTransactions.idHash, hashToken(token)), gt(authTransactions.expiresAt, now)))
      .returning();
    const row = rows[0];
    if (row === undefined) return undefined;
    return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnTo: row.returnTo };
  }

  static get maxAgeSeconds(): number {
    return transactionTtlMs / 1000;
  }
}
