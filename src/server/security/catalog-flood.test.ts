import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRequests } from '../db/schema.js';
import { solveCatalogProof } from '../test-support/catalog-proof.js';
import { fixtureTemplate } from '../test-support/operator-fixture.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { CATALOG_REQUESTS_PER_NETWORK_HOUR: '5', CATALOG_REQUESTS_PER_OPERATOR_HOUR: '20', CATALOG_PROOF_OF_WORK_MAX: '1000', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' },
    { builtInTemplates: [fixtureTemplate] },
  );
});
afterAll(async () => {
  await t.close();
});

function body(operatorId: string, names: string, proof?: string) {
  return {
    operatorId,
    template: { displayName: 'Balloons Party', original: fixtureTemplate.original, preview: fixtureTemplate.preview },
    formData: { names, eventDate: '1 giugno', city: 'Roma', otherText: '', email: 'cliente@example.test', phone: '' },
    ...(proof === undefined ? {} : { proof }),
  };
}

function post(payload: unknown, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/save-catalog-request',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(payload),
  });
}

async function send(operatorId: string, names: string, remoteAddress: string) {
  return post(body(operatorId, names, await solveCatalogProof(t.app)), remoteAddress);
}

async function storedFor(operatorId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(catalogRequests).where(eq(catalogRequests.operatorId, operatorId));
  return row?.n ?? 0;
}

describe('a flood of catalogue requests from a few addresses', () => {
  it('stops at its network’s cap and leaves the operator open to clients from other networks', async () => {
    const operator = await TestOperator.signUp(t.app);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (let host = 1; host <= 6; host += 1) statuses.push((await send(operator.userId, `Spam ${round}.${host}`, `203.0.113.${host}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(19);
    const refused = await send(operator.userId, 'Spam again', '203.0.113.200');
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Troppe richieste da questa rete. Riprova più tardi.', messageKey: 'networkRequestLimit' } });
    expect(await storedFor(operator.userId)).toBe(5);

    // A genuine client from another network, IPv4 or IPv6, still gets through.
    expect((await send(operator.userId, 'Anna e Marco', '198.51.100.7')).statusCode).toBe(201);
    expect((await send(operator.userId, 'Giulia e Luca', '2001:db8:1:200::5')).statusCode).toBe(201);
    expect(await storedFor(operator.userId)).toBe(7);
  });

  it('lets the operator delete the flood in one step, keeping every other request', async () => {
    const operator = await TestOperator.signUp(t.app);
    for (let host = 1; host <= 4; host += 1) expect((await send(operator.userId, `Spam ${host}`, `192.0.2.${host}`)).statusCode).toBe(201);
    const genuine = await send(operator.userId, 'Cliente vero', '198.51.100.9');
    const [spam] = await t.database.db.select({ id: catalogRequests.id }).from(catalogRequests).where(eq(catalogRequests.operatorId, operator.userId)).limit(1);
    const counted = await operator.post('/api/delete-sender-requests', { requestId: spam?.id, dryRun: true });
    expect(counted.json()).toEqual({ success: true, count: 4 });
    expect(await storedFor(operator.userId)).toBe(5);
    const deleted = await operator.post('/api/delete-sender-requests', { requestId: spam?.id });
    expect(deleted.json()).toEqual({ success: true, count: 4 });
    const left = await t.database.db.select({ id: catalogRequests.id }).from(catalogRequests).where(eq(catalogRequests.operatorId, operator.userId));
    expect(left.map((row) => row.id)).toEqual([(genuine.json() as { requestId: string }).requestId]);
    const newCount = await operator.call('GET', '/api/catalog-requests/new-count');
    expect(newCount.json()).toEqual({ count: 1 });
    // Another operator cannot use it on these requests.
    const other = await TestOperator.signUp(t.app);
    expect((await other.post('/api/delete-sender-requests', { requestId: left[0]?.id })).statusCode).toBe(404);
    expect(await storedFor(operator.userId)).toBe(1);
  });
});

describe('the proof of work on the catalogue form', () => {
  it('refuses a request without a proof, or with a wrong, forged or reused one, storing nothing', async () => {
    const operator = await TestOperator.signUp(t.app);
    const missing = await post(body(operator.userId, 'Senza prova'), '198.51.100.20');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: 'PROOF_OF_WORK_MISSING' } });

    const proof = await solveCatalogProof(t.app);
    const decoded = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as { challenge: { parameters: Record<string, unknown>; signature: string }; solution: { counter: number; derivedKey: string } };
    const reencode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrongKey = reencode({ ...decoded, solution: { ...decoded.solution, derivedKey: '00'.repeat(32) } });
    const forged = reencode({ ...decoded, challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, expiresAt: 4_000_000_000 } } });
    for (const bad of ['not base64 at all', reencode({ hello: 'world' }), wrongKey, forged]) {
      const response = await post(body(operator.userId, 'Prova sbagliata', bad), '198.51.100.21');
      expect(response.statusCode, bad.slice(0, 30)).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'PROOF_OF_WORK_INVALID' } });
    }
    expect(await storedFor(operator.userId)).toBe(0);

    expect((await post(body(operator.userId, 'Prima volta', proof), '198.51.100.22')).statusCode).toBe(201);
    const replayed = await post(body(operator.userId, 'Seconda volta', proof), '198.51.100.23');
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({ error: { code: 'PROOF_OF_WORK_INVALID' } });
    expect(await storedFor(operator.userId)).toBe(1);
  });

  it('refuses an expired proof', async () => {
    const operator = await TestOperator.signUp(t.app);
    const proof = await solveCatalogProof(t.app);
    const decoded = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as { challenge: { parameters: { expiresAt: number } } };
    const realNow = Date.now;
    Date.now = () => (decoded.challenge.parameters.expiresAt + 1) * 1000;
    try {
      const response = await post(body(operator.userId, 'In ritardo', proof), '198.51.100.30');
      expect(response.statusCode).toBe(403);
    } finally {
      Date.now = realNow;
    }
  });
});
