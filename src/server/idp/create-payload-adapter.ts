import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.js';
import { idpPayloads } from '../db/schema.js';

/**
 * oidc-provider's storage over `idp_payloads`, so sessions, grants, tokens and interactions
 * survive restarts and are shared by every process on the database.
 */
export function createPayloadAdapter(db: Database): (model: string) => Adapter {
  return (model) => new PayloadAdapter(db, model);
}

/** Deletes rows past their expiry; `find` already ignores them, this only reclaims space. */
export async function purgeExpiredPayloads(db: Database): Promise<void> {
  await db.delete(idpPayloads).where(sql`${idpPayloads.expiresAt} < now()`);
}

/**
 * An id, uid or code the database cannot hold (PostgreSQL text takes no NUL): no row has it. The
 * provider looks up what a form sends (client_id, code, refresh_token) before it checks it.
 */
const isStorable = (key: string) => !key.includes('\u0000');

class PayloadAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    // consumed_at is left alone on update: re-saving a consumed artefact must not revive it.
    await this.db
      .insert(idpPayloads)
      .values({ model: this.model, id, ...columns })
      .onConflictDoUpdate({ target: [idpPayloads.model, idpPayloads.id], set: columns });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return isStorable(id) ? this.findWhere(eq(idpPayloads.id, id)) : Promise.resolve(undefined);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return isStorable(uid) ? this.findWhere(eq(idpPayloads.uid, uid)) : Promise.resolve(undefined);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return isStorable(userCode) ? this.findWhere(eq(idpPayloads.userCode, userCode)) : Promise.resolve(undefined);
  }

  async consume(id: string): Promise<void> {
    if (!isStorable(id)) return;
    await this.db
      .update(idpPayloads)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(idpPayloads.model, this.model), eq(idpPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    if (!isStorable(id)) return;
    await this.db.delete(idpPayloads).where(and(eq(idpPayloads.model, this.model), eq(idpPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (!isStorable(grantId)) return;
    // Scoped to this model: oidc-provider calls it on each token model it wants revoked, and an
    // Interaction row also carries a grantId that must survive.
    await this.db.delete(idpPayloads).where(and(eq(idpPayloads.model, this.model), eq(idpPayloads.grantId, grantId)));
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const rows = await this.db
      .select({ payload: idpPayloads.payload, consumedAt: idpPayloads.consumedAt })
      .from(idpPayloads)
      .where(
        and(
          eq(idpPayloads.model, this.model),
          condition,
          or(isNull(idpPayloads.expiresAt), gt(idpPayloads.expiresAt, sql`now()`)),
        ),
      )
      .limit(1);
    const row = rows[0];
    if (row === undefined || !isPayload(row.payload)) return undefined;
    if (row.consumedAt === null) return row.payload;
    return { ...row.payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) };
  }
}

function isPayload(value: unknown): value is AdapterPayload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
