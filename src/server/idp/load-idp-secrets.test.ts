import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { appSecrets } from '../db/schema.js';
import { openIdpTestDatabase } from './idp-test-kit.js';
import { loadIdpSecrets } from './load-idp-secrets.js';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openIdpTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('loadIdpSecrets', () => {
  it('generates the secrets once, and processes starting together agree on them', async () => {
    const [first, second] = await Promise.all([loadIdpSecrets(database.db, 'cornice-web'), loadIdpSecrets(database.db, 'cornice-web')]);
    expect(second).toEqual(first);
    expect(await loadIdpSecrets(database.db, 'cornice-web')).toEqual(first);
    expect(first.signingJwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(first.clientSecret.length).toBeGreaterThanOrEqual(43);
    expect(first.cookieKeys).toHaveLength(1);
  });

  it('refuses a malformed stored secret instead of silently replacing it', async () => {
    await database.db.insert(appSecrets).values({ name: 'idp.client-secret.broken', value: 42 });
    await expect(loadIdpSecrets(database.db, 'broken')).rejects.toThrow(/idp\.client-secret\.broken is malformed/);
    await database.db.delete(appSecrets).where(eq(appSecrets.name, 'idp.client-secret.broken'));
  });
});
