import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UpdateRequestDraftIdResponse } from '../../../../shared/api/drafts.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { createDraftId } from '../../../../shared/drafts/create-draft-id.js';
import { catalogRequests, drafts } from '../../../db/schema.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { createTestPng, toPngDataUrl } from '../../../test-support/test-png.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorCode = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.code;
const CreatedRequest = z.object({ requestId: z.string().min(1) });

const newDraftId = () => createDraftId('/assets/templates/compleanno/cartolina_orizzontale/Balloons.png', new Date(), randomBytes(16));

let t: TestApp;
let png: Buffer;
let alice: TestOperator;
let bob: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true' });
  png = await createTestPng(40, 60);
  [alice, bob] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
});
afterAll(async () => {
  await t.close();
});

async function createRequest(operator: TestOperator): Promise<string> {
  const response = await operator.post('/api/test-hooks/catalog-request', {
    template: { displayName: 'Balloons', original_path: '/assets/templates/compleanno/cartolina_orizzontale/Balloons.png', preview: '/p.jpg' },
    formData: { names: 'Anna & Marco', eventDate: '1 giugno', email: 'anna@example.test', phone: '', city: 'Roma', otherText: '' },
  });
  expect(response.statusCode).toBe(201);
  return CreatedRequest.parse(response.json()).requestId;
}

async function createDraft(operator: TestOperator): Promise<string> {
  const draftId = newDraftId();
  const response = await operator.post('/api/create-draft', { image: toPngDataUrl(png), draftId });
  expect(response.statusCode).toBe(201);
  return draftId;
}

async function storedDraftId(requestId: string): Promise<string | null | undefined> {
  const [row] = await t.database.db.select({ draftId: catalogRequests.draftId }).from(catalogRequests).where(eq(catalogRequests.id, requestId));
  return row?.draftId;
}

const update = (operator: TestOperator, requestId: string, draftId: string) => operator.post('/api/update-request-draft-id', { requestId, draftId });

describe('POST /api/update-request-draft-id', () => {
  it("attaches the operator's draft to the operator's request", async () => {
    const requestId = await createRequest(alice);
    expect(await storedDraftId(requestId)).toBeNull();
    const [row] = await t.database.db.select().from(catalogRequests).where(eq(catalogRequests.id, requestId));
    expect(row).toMatchObject({ operatorId: alice.userId, status: 'nuova', template: { displayName: 'Balloons' }, formData: { names: 'Anna & Marco', city: 'Roma' } });

    const draftId = await createDraft(alice);
    const response = await update(alice, requestId, draftId);
    expect(response.statusCode).toBe(200);
    expect(UpdateRequestDraftIdResponse.parse(response.json())).toEqual({ success: true });
    expect(await storedDraftId(requestId)).toBe(draftId);

    // A newer draft replaces the older one.
    const newer = await createDraft(alice);
    expect((await update(alice, requestId, newer)).statusCode).toBe(200);
    expect(await storedDraftId(requestId)).toBe(newer);
  });

  it("answers 404 for someone else's request, someone else's draft, or unknown ids, and changes nothing", async () => {
    const alicesRequest = await createRequest(alice);
    const alicesDraft = await createDraft(alice);
    const bobsRequest = await createRequest(bob);
    const bobsDraft = await createDraft(bob);
    const cases: [TestOperator, string, string][] = [
      [bob, alicesRequest, bobsDraft], // not his request
      [bob, alicesRequest, alicesDraft], // neither is his
      [alice, alicesRequest, bobsDraft], // not her draft
      [alice, 'no-such-request', alicesDraft],
      [alice, alicesRequest, newDraftId()], // a draft that does not exist
    ];
    for (const [caller, requestId, draftId] of cases) {
      const response = await update(caller, requestId, draftId);
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
    // The refusal for another operator's request reads the same as for a missing one.
    const foreign = await update(bob, alicesRequest, bobsDraft);
    const missing = await update(bob, 'no-such-request', bobsDraft);
    expect(foreign.body).toBe(missing.body);
    expect(await storedDraftId(alicesRequest)).toBeNull();
    expect(await storedDraftId(bobsRequest)).toBeNull();
  });

  it('refuses visitors with 401 and cross-site POSTs with 403', async () => {
    const requestId = await createRequest(alice);
    const draftId = await createDraft(alice);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/update-request-draft-id',
      headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({ requestId, draftId }),
    });
    expect(visitor.statusCode).toBe(401);
    expect(errorCode(visitor)).toBe('UNAUTHENTICATED');
    const forged = await alice.post('/api/update-request-draft-id', { requestId, draftId }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect(errorCode(forged)).toBe('CSRF_REJECTED');
    expect(await storedDraftId(requestId)).toBeNull();
  });

  it('answers malformed JSON and wrong types with 400', async () => {
    const malformed = await alice.post('/api/update-request-draft-id', '{"requestId": ');
    expect(malformed.statusCode).toBe(400);
    expect(errorCode(malformed)).toBe('INVALID_JSON');
    for (const body of [{}, { requestId: 'r', draftId: 'too-short' }, { requestId: 7, draftId: newDraftId() }, { requestId: 'x'.repeat(101), draftId: newDraftId() }]) {
      const response = await alice.post('/api/update-request-draft-id', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
  });

  it('lets go of a deleted draft instead of pointing at nothing', async () => {
    const requestId = await createRequest(alice);
    const draftId = await createDraft(alice);
    expect((await update(alice, requestId, draftId)).statusCode).toBe(200);
    await t.database.db.delete(drafts).where(eq(drafts.id, draftId));
    expect(await storedDraftId(requestId)).toBeNull();
  });
});
