import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftId } from '../../shared/drafts/create-draft-id.js';
import { catalogRequests } from '../db/schema.js';
import { fixtureTemplate } from '../test-support/operator-fixture.js';
import { solveCatalogProof } from '../test-support/catalog-proof.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';

// Each attack below kept the old server busy for seconds to minutes (a quadratic pattern run on
// the whole body): before the fix these tests ran past their timeout.
let t: TestApp;
let operator: TestOperator;
let address = 0;

function post(url: string, body: unknown) {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.91.${address}.1`,
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify(body),
  });
}

function catalogRequest(phone: string) {
  return {
    operatorId: operator.userId,
    template: { displayName: 'Balloons Party', original: fixtureTemplate.original, preview: fixtureTemplate.preview },
    formData: { names: 'Anna e Marco', eventDate: '1 giugno', city: 'Roma', otherText: '', email: '', phone },
  };
}

async function storedRequests(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(catalogRequests);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({}, { builtInTemplates: [fixtureTemplate] });
  operator = await TestOperator.signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('patterns on public forms', () => {
  it('refuses a 60 KB and a 900 KB phone of +39, digits and an x before reading them, and stores nothing', async () => {
    const before = await storedRequests();
    for (const digits of [60_000, 900_000]) {
      const response = await post('/api/save-catalog-request', catalogRequest(`+39${'1'.repeat(digits)}x`));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    }
    expect(await storedRequests()).toBe(before);
  });

  it('refuses a phone within the body limit but over its own cap as invalid, without running its pattern on it', async () => {
    const response = await post('/api/save-catalog-request', catalogRequest(`+39${'1'.repeat(20_000)}x`));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; details: { path: string }[] } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.map((detail) => detail.path)).toEqual(['formData.phone']);
  });

  it('still takes an ordinary +39 phone', async () => {
    const body = { ...catalogRequest('+39 333 123 4567'), proof: await solveCatalogProof(t.app) };
    expect((await post('/api/save-catalog-request', body)).statusCode).toBe(201);
  });

  it('refuses a 900 KB repeated draft id on the client answer, and a 20 KB one as invalid', async () => {
    const large = await post('/api/update-request-from-client', { operatorId: operator.userId, draftId: 'a-'.repeat(450_000), action: 'approve' });
    expect(large.statusCode).toBe(413);
    const long = await post('/api/update-request-from-client', { operatorId: operator.userId, draftId: `${'a-'.repeat(10_000)}!`, action: 'approve' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const genuine = createDraftId(fixtureTemplate.original, new Date(), randomBytes(16));
    expect((await post('/api/update-request-from-client', { operatorId: operator.userId, draftId: genuine, action: 'approve' })).statusCode).toBe(404);
  });

  it('refuses a contact message of a megabyte before reading it', async () => {
    const response = await post('/api/contact', { name: 'Marta', email: 'marta@example.test', subject: 'general', message: 'x'.repeat(1_000_000) });
    expect(response.statusCode).toBe(413);
  });
});
