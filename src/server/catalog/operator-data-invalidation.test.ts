import { afterAll, beforeAll, expect, it } from 'vitest';
import { OperatorDataResponse } from '../../shared/api/public-catalog.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { TestOperator } from '../test-support/test-operator.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function publicBusinessName(userId: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/get-operator-data?userId=${encodeURIComponent(userId)}` });
  return OperatorDataResponse.parse(response.json()).businessName;
}

it("shows an operator's saved profile on their public data at once, though the answer is kept in memory", async () => {
  const operator = await TestOperator.signUp(t.app);
  expect(await publicBusinessName(operator.userId)).toBe('');
  const profile = { businessName: 'Foto Rossi', logoUrl: '', contactEmail: 'info@rossi.test', contactPhone: '+39 333 1234567', secondaryEmail: '' };
  expect((await operator.post('/api/update-user-metadata', profile)).statusCode).toBe(200);
  expect(await publicBusinessName(operator.userId)).toBe('Foto Rossi');
  expect((await operator.post('/api/update-user-metadata', { ...profile, businessName: 'Studio Rossi' })).statusCode).toBe(200);
  expect(await publicBusinessName(operator.userId)).toBe('Studio Rossi');
});
