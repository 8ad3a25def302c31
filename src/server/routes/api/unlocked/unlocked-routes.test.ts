import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allErrorCodes } from '../../../../shared/api/error-codes.js';
import { templateIdFromPath } from '../../../../shared/catalog/template-id.js';
import { unlockedTemplates } from '../../../db/schema.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

const ErrorBody = z.object({ error: z.object({ code: z.enum(allErrorCodes as [string, ...string[]]), message: z.string().min(1) }) });
const errorCode = (response: { json(): unknown }) => ErrorBody.parse(response.json()).error.code;

let t: TestApp;
let alice: TestOperator;
let bob: TestOperator;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true' });
  [alice, bob] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
});
afterAll(async () => {
  await t.close();
});

async function givePass(operator: TestOperator, downloadsRemaining: number, expiresAt: Date): Promise<string> {
  counter += 1;
  const originalPath = `/assets/templates/matrimonio/cartolina_verticale/pass-${counter}.png`;
  const response = await operator.post('/api/test-hooks/pass', { originalPath, previewPath: '/p.jpg', downloadsRemaining, expiresAt: expiresAt.toISOString() });
  expect(response.statusCode).toBe(204);
  return templateIdFromPath(originalPath);
}

async function hasPass(operator: TestOperator, templateId: string): Promise<boolean> {
  const rows = await t.database.db
    .select()
    .from(unlockedTemplates)
    .where(and(eq(unlockedTemplates.userId, operator.userId), eq(unlockedTemplates.templateId, templateId)));
  return rows.length > 0;
}

const past = () => new Date(Date.now() - 86_400_000);
const future = () => new Date(Date.now() + 86_400_000);

describe('POST /api/delete-unlocked-template', () => {
  it('removes an own pass that expired by date or ran out of downloads', async () => {
    for (const [downloads, expiry] of [
      [3, past()],
      [0, future()],
    ] as const) {
      const templateId = await givePass(alice, downloads, expiry);
      const response = await alice.post('/api/delete-unlocked-template', { templateId });
      expect(response.statusCode).toBe(200);
      expect(await hasPass(alice, templateId)).toBe(false);
    }
  });

  it('keeps an active pass (409), since removing it would lose a paid purchase', async () => {
    const templateId = await givePass(alice, 2, future());
    const response = await alice.post('/api/delete-unlocked-template', { templateId });
    expect(response.statusCode).toBe(409);
    expect(errorCode(response)).toBe('UNLOCK_STILL_ACTIVE');
    expect(await hasPass(alice, templateId)).toBe(true);
  });

  it("answers another user's pass exactly as a missing one", async () => {
    const templateId = await givePass(alice, 0, past());
    const foreign = await bob.post('/api/delete-unlocked-template', { templateId });
    const missing = await bob.post('/api/delete-unlocked-template', { templateId: 'no_such_template' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(await hasPass(alice, templateId)).toBe(true);
  });

  it('refuses visitors, cross-site POSTs and malformed bodies', async () => {
    const templateId = await givePass(alice, 0, past());
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/delete-unlocked-template',
      headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({ templateId }),
    });
    expect(visitor.statusCode).toBe(401);
    const forged = await alice.post('/api/delete-unlocked-template', { templateId }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    for (const bad of [{}, { templateId: 1 }, { templateId: '' }]) expect((await alice.post('/api/delete-unlocked-template', bad)).statusCode).toBe(400);
    expect(await hasPass(alice, templateId)).toBe(true);
  });
});
