import * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { AccountStore } from './account-store.js';
import { openIdpTestDatabase, uniqueEmail } from './idp-test-kit.js';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof argon2>();
  return { ...original, verify: vi.fn(original.verify) };
});

let database: DatabaseHandle;
let accounts: AccountStore;

beforeAll(async () => {
  database = await openIdpTestDatabase();
  accounts = new AccountStore(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('AccountStore.verifyPassword', () => {
  it('pays for one argon2id verification whether or not the address has an account', async () => {
    const email = uniqueEmail('lavoro');
    const created = await accounts.create(email, 'Tramonto-Bicicletta-77');
    expect(created.ok).toBe(true);
    const verify = vi.mocked(argon2.verify);

    verify.mockClear();
    expect(await accounts.verifyPassword(uniqueEmail('nessuno'), 'Tramonto-Bicicletta-77')).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(String(verify.mock.calls[0]?.[0])).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    verify.mockClear();
    expect(await accounts.verifyPassword(email, 'password-sbagliata')).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(verify).toHaveBeenCalledTimes(1);

    const ok = await accounts.verifyPassword(email, 'Tramonto-Bicicletta-77');
    expect(ok.ok).toBe(true);
  });
});
