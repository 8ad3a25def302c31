import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { idpPayloads } from '../db/schema.js';
import { createPayloadAdapter, purgeExpiredPayloads } from './create-payload-adapter.js';
import { openIdpTestDatabase } from './idp-test-kit.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openIdpTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('createPayloadAdapter', () => {
  it('stores, finds, updates and destroys a payload per model', async () => {
    const adapter = createPayloadAdapter(database.db);
    await adapter('Grant').upsert('g1', { jti: 'g1', accountId: 'a' }, 60);
    expect(await adapter('Grant').find('g1')).toEqual({ jti: 'g1', accountId: 'a' });
    expect(await adapter('Session').find('g1')).toBeUndefined();
    await adapter('Grant').upsert('g1', { jti: 'g1', accountId: 'b' }, 60);
    expect(await adapter('Grant').find('g1')).toEqual({ jti: 'g1', accountId: 'b' });
    await adapter('Grant').destroy('g1');
    expect(await adapter('Grant').find('g1')).toBeUndefined();
  });

  it('ignores expired rows and purges them', async () => {
    const adapter = createPayloadAdapter(database.db)('AccessToken');
    await adapter.upsert('old', { jti: 'old' }, 60);
    await database.db
      .update(idpPayloads)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(idpPayloads.model, 'AccessToken'), eq(idpPayloads.id, 'old')));
    expect(await adapter.find('old')).toBeUndefined();
    await purgeExpiredPayloads(database.db);
    const rows = await database.db.select().from(idpPayloads).where(eq(idpPayloads.id, 'old'));
    expect(rows).toHaveLength(0);
  });

  it('finds sessions by uid and device codes by user code', async () => {
    const adapter = createPayloadAdapter(database.db);
    await adapter('Session').upsert('s1', { jti: 's1', uid: 'uid-1' }, 60);
    await adapter('DeviceCode').upsert('d1', { jti: 'd1', userCode: 'ABCD' }, 60);
    expect(await adapter('Session').findByUid('uid-1')).toMatchObject({ jti: 's1' });
    expect(await adapter('DeviceCode').findByUserCode('ABCD')).toMatchObject({ jti: 'd1' });
    expect(await adapter('Session').findByUid('nessuno')).toBeUndefined();
  });

  it('marks consumed payloads with an epoch timestamp that survives a re-save', async () => {
    const adapter = createPayloadAdapter(database.db)('AuthorizationCode');
    await adapter.upsert('c1', { jti: 'c1' }, 60);
    await adapter.consume('c1');
    const consumed = await adapter.find('c1');
    expect(consumed?.consumed).toBeCloseTo(Date.now() / 1000, -1);
    await adapter.upsert('c1', { jti: 'c1' }, 60);
    expect((await adapter.find('c1'))?.consumed).toEqual(expect.any(Number));
  });

  it('revokes by grant id only within its own model', async () => {
    const adapter = createPayloadAdapter(database.db);
    await adapter('RefreshToken').upsert('r1', { jti: 'r1', grantId: 'grant-x' }, 60);
    await adapter('AccessToken').upsert('t1', { jti: 't1', grantId: 'grant-x' }, 60);
    await adapter('Interaction').upsert('i1', { jti: 'i1', grantId: 'grant-x' }, 60);
    await adapter('RefreshToken').revokeByGrantId('grant-x');
    expect(await adapter('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapter('AccessToken').find('t1')).toBeDefined();
    expect(await adapter('Interaction').find('i1')).toBeDefined();
  });

  it('keeps payloads without an expiry', async () => {
    const adapter = createPayloadAdapter(database.db)('Client');
    await adapter.upsert('forever', { client_id: 'forever' }, undefined);
    expect(await adapter.find('forever')).toEqual({ client_id: 'forever' });
  });
});
