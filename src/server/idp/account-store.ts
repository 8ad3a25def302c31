import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { idpAccounts } from '../db/schema.js';
import { normalizeEmail } from './normalize-email.js';

export interface IdpAccount {
  id: string;
  email: string;
}

export type CreateAccountResult = { ok: true; account: IdpAccount } | { ok: false; reason: 'duplicate-email' };
/** One failure for an unknown address and a wrong password, so the answer tells nothing about who has an account. */
export type VerifyPasswordResult = { ok: true; account: IdpAccount } | { ok: false; reason: 'invalid-credentials' };

// A hash of a password nobody knows, made once per process with the same parameters as real
// ones: an unknown address pays for the same argon2 verification as a known one.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(randomUUID()).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/** The embedded IdP's accounts: e-mail plus an argon2id password hash. */
export class AccountStore {
  constructor(private readonly db: Database) {
    // Made now, so the first unknown address does not pay for a hash on top of the verification.
    getDummyHash().catch(() => undefined);
  }

  async create(rawEmail: string, password: string): Promise<CreateAccountResult> {
    const email = normalizeEmail(rawEmail);
    // Checked first so a duplicate does not pay for a hash; the unique index settles races.
    if ((await this.findRowByEmail(email)) !== undefined) return { ok: false, reason: 'duplicate-email' };
    // @node-rs/argon2 defaults to argon2id with OWASP's parameters (m=19456, t=2, p=1); its
    // Algorithm enum is a const enum, which isolatedModules cannot reference.
    const passwordHash = await hash(password);
    const account = { id: randomUUID(), email };
    try {
      await this.db.insert(idpAccounts).values({ ...account, passwordHash });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate-email' };
      throw error;
    }
    return { ok: true, account };
  }

  async verifyPassword(rawEmail: string, password: string): Promise<VerifyPasswordResult> {
    const row = await this.findRowByEmail(normalizeEmail(rawEmail));
    const isMatch = await verify(row?.passwordHash ?? (await getDummyHash()), password);
    if (row === undefined || !isMatch) return { ok: false, reason: 'invalid-credentials' };
    return { ok: true, account: { id: row.id, email: row.email } };
  }

  async findByEmail(rawEmail: string): Promise<IdpAccount | undefined> {
    const row = await this.findRowByEmail(normalizeEmail(rawEmail));
    return row === undefined ? undefined : { id: row.id, email: row.email };
  }

  /** The account's password check when the account is already known (the dashboard asks for it again). */
  async isPasswordOf(id: string, password: string): Promise<boolean> {
    const [row] = await this.db.select({ passwordHash: idpAccounts.passwordHash }).from(idpAccounts).where(eq(idpAccounts.id, id));
    return verify(row?.passwordHash ?? (await getDummyHash()), password).then((isMatch) => row !== undefined && isMatch);
  }

  async findById(id: string): Promise<IdpAccount | undefined> {
    const rows = await this.db
      .select({ id: idpAccounts.id, email: idpAccounts.email })
      .from(idpAccounts)
      .where(eq(idpAccounts.id, id));
    return rows[0];
  }

  private async findRowByEmail(email: string) {
    // lower(email) matches the unique index, so older rows stored with another case still match.
    const rows = await this.db
      .select({ id: idpAccounts.id, email: idpAccounts.email, passwordHash: idpAccounts.passwordHash })
      .from(idpAccounts)
      .where(sql`lower(${idpAccounts.email}) = ${email}`);
    return rows[0];
  }
}

/** The stored form of a new password (argon2id, as at sign-up); slow on purpose, so outside any transaction. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
