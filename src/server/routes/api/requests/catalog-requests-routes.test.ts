import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CatalogRequestsResponse } from '../../../../shared/api/dashboard.js';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { catalogRequests } from '../../../db/schema.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorCode = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.code;
const CreatedRequest = z.object({ requestId: z.string().min(1) });

let t: TestApp;
let alice: TestOperator;
let bob: TestOperator;

beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true' });
  [alice, bob] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
});
afterAll(async () => {
  await t.close();
});

async function createRequest(operator: TestOperator, names: string): Promise<string> {
  const response = await operator.post('/api/test-hooks/catalog-request', {
    template: { displayName: 'Balloons', original_path: '/assets/templates/compleanno/cartolina_orizzontale/balloons.png', preview: '/p.jpg' },
    formData: { names, eventDate: '1 giugno', email: 'anna@example.test', phone: '+39 333 1234567', city: 'Roma', otherText: 'note' },
  });
  expect(response.statusCode).toBe(201);
  return CreatedRequest.parse(response.json()).requestId;
}

async function list(operator: TestOperator) {
  const response = await t.app.inject({ method: 'GET', url: '/api/catalog-requests', headers: { cookie: operator.browser.jar.header() } });
  expect(response.statusCode).toBe(200);
  return CatalogRequestsResponse.parse(response.json()).requests;
}

async function statusOf(requestId: string) {
  const [row] = await t.database.db.select({ status: catalogRequests.status }).from(catalogRequests).where(eq(catalogRequests.id, requestId));
  return row?.status;
}

describe('the dashboard request calls', () => {
  it("lists only the operator's own requests, newest first, with template and form data", async () => {
    const first = await createRequest(alice, 'First');
    await new Promise((resolve) => setTimeout(resolve, 15));
    const second = await createRequest(alice, 'Second');
    await createRequest(bob, 'Bob client');
    const requests = await list(alice);
    expect(requests.map((request) => request.id)).toEqual([second, first]);
    expect(requests[0]).toMatchObject({
      status: 'nuova',
      draftId: null,
      template: { displayName: 'Balloons', original_path: '/assets/templates/compleanno/cartolina_orizzontale/balloons.png', preview: '/p.jpg' },
      formData: { names: 'Second', city: 'Roma', phone: '+39 333 1234567' },
    });
    expect((await list(bob)).map((request) => request.formData.names)).toEqual(['Bob client']);
  });

  it('sets any of the six statuses, in any order', async () => {
    const requestId = await createRequest(alice, 'Status');
    for (const status of ['approvata', 'in_lavorazione', 'modifiche_richieste', 'pronta_per_revisione', 'annullata', 'nuova']) {
      const response = await alice.post('/api/update-request-status', { requestId, newStatus: status });
      expect(response.statusCode).toBe(200);
      expect(await statusOf(requestId)).toBe(status);
    }
    for (const newStatus of ['in lavorazione', 'done', '', 3]) {
      const response = await alice.post('/api/update-request-status', { requestId, newStatus });
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('VALIDATION_FAILED');
    }
  });

  it('deletes an own request', async () => {
    const requestId = await createRequest(alice, 'Delete me');
    expect((await alice.post('/api/delete-catalog-request', { requestId })).statusCode).toBe(200);
    expect((await list(alice)).some((request) => request.id === requestId)).toBe(false);
    expect((await alice.post('/api/delete-catalog-request', { requestId })).statusCode).toBe(404);
  });

  it("answers another operator's request exactly as a missing one, and changes nothing", async () => {
    const alicesRequest = await createRequest(alice, 'Private');
    const foreignStatus = await bob.post('/api/update-request-status', { requestId: alicesRequest, newStatus: 'annullata' });
    const missingStatus = await bob.post('/api/update-request-status', { requestId: 'no-such-request', newStatus: 'annullata' });
    expect(foreignStatus.statusCode).toBe(404);
    expect(foreignStatus.body).toBe(missingStatus.body);
    const foreignDelete = await bob.post('/api/delete-catalog-request', { requestId: alicesRequest });
    const missingDelete = await bob.post('/api/delete-catalog-request', { requestId: 'no-such-request' });
    expect(foreignDelete.statusCode).toBe(404);
    expect(errorCode(foreignDelete)).toBe('NOT_FOUND');
    expect(foreignDelete.body).toBe(missingDelete.body);
    expect(await statusOf(alicesRequest)).toBe('nuova');
    expect((await list(alice)).some((request) => request.id === alicesRequest)).toBe(true);
  });

  it('refuses visitors, cross-site POSTs and malformed bodies', async () => {
    const requestId = await createRequest(alice, 'Guarded');
    expect((await t.app.inject({ method: 'GET', url: '/api/catalog-requests' })).statusCode).toBe(401);
    for (const [url, body] of [
      ['/api/delete-catalog-request', { requestId }],
      ['/api/update-request-status', { requestId, newStatus: 'annullata' }],
    ] as const) {
      const visitor = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
        payload: JSON.stringify(body),
      });
      expect(visitor.statusCode).toBe(401);
      const forged = await alice.post(url, body, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
      expect(forged.statusCode).toBe(403);
      expect(errorCode(forged)).toBe('CSRF_REJECTED');
      for (const bad of [{}, { requestId: 7 }, { requestId: 'x'.repeat(101) }]) {
        expect((await alice.post(url, bad)).statusCode).toBe(400);
      }
    }
    expect(await statusOf(requestId)).toBe('nuova');
  });
});
