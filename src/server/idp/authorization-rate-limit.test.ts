import { createHash, randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpPayloads } from '../db/schema.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_PER_MINUTE: '5' });
});
afterAll(async () => {
  await t.close();
});

function authorize(address: string, path = '/idp/auth') {
  const query = new URLSearchParams({
    client_id: 'cornice-web',
    response_type: 'code',
    scope: 'openid email offline_access',
    redirect_uri: `${testPublicUrl}/auth/callback`,
    code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  return t.app.inject({ method: 'GET', url: `${path}?${query.toString()}`, remoteAddress: address });
}

async function storedInteractions(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(idpPayloads).where(eq(idpPayloads.model, 'Interaction'));
  return row?.n ?? 0;
}

describe('GET /idp/auth from one address', () => {
  it('stores an interaction per call up to the per-minute budget, then answers 429 and stores nothing', async () => {
    const before = await storedInteractions();
    for (let i = 1; i <= 5; i += 1) expect((await authorize('10.60.0.1')).statusCode, `call ${i}`).toBe(303);
    expect(await storedInteractions()).toBe(before + 5);
    for (const path of ['/idp/auth', '/idp/auth/', '/idp/%61uth']) {
      const refused = await authorize('10.60.0.1', path);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    }
    expect(await storedInteractions()).toBe(before + 5);
    // Another client is not affected.
    expect((await authorize('10.60.0.2')).statusCode).toBe(303);
  });
});
