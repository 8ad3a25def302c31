import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnlockedTemplatesResponse } from '../../../../shared/api/unlocked-templates.js';
import { unlockedTemplates } from '../../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';

let t: TestApp;
let alice: TestOperator;
let bob: TestOperator;
const day = 86_400_000;
const now = Date.now();

async function givePasses(operator: TestOperator, passes: { id: string; downloads: number; expiresInDays: number }[]) {
  await t.database.db.insert(unlockedTemplates).values(
    passes.map((pass) => ({
      userId: operator.userId,
      templateId: pass.id,
      originalPath: `/assets/templates/matrimonio/cartolina_verticale/${pass.id}.png`,
      previewPath: `/p/${pass.id}.jpg`,
      downloadsRemaining: pass.downloads,
      unlockExpiryDate: new Date(now + pass.expiresInDays * day),
    })),
  );
}

async function page(operator: TestOperator, query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/unlocked-templates?${query}`, headers: { cookie: operator.browser.jar.header() } });
  expect(response.statusCode, response.body).toBe(200);
  return UnlockedTemplatesResponse.parse(response.json());
}

async function walk(operator: TestOperator, state: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const next: UnlockedTemplatesResponse = await page(operator, new URLSearchParams({ state, limit: String(limit), ...(cursor === null ? {} : { cursor }) }).toString());
    ids.push(...next.items.map((item) => item.templateId));
    cursor = next.nextCursor;
  } while (cursor !== null);
  return ids;
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
  // Active: a3 (1 day), a1 and a2 (3 days, same instant: ordered by id), a4 (5 days).
  // Expired: e1 (expired 2 days ago), e2 (no downloads left, 4 days to go), e3 (expired 9 days ago).
  await givePasses(alice, [
    { id: 'a1', downloads: 3, expiresInDays: 3 },
    { id: 'a2', downloads: 1, expiresInDays: 3 },
    { id: 'a3', downloads: 2, expiresInDays: 1 },
    { id: 'a4', downloads: 3, expiresInDays: 5 },
    { id: 'e1', downloads: 2, expiresInDays: -2 },
    { id: 'e2', downloads: 0, expiresInDays: 4 },
    { id: 'e3', downloads: 3, expiresInDays: -9 },
  ]);
  await givePasses(bob, [{ id: 'b1', downloads: 3, expiresInDays: 2 }]);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/unlocked-templates', () => {
  it('pages active passes soonest first and expired ones most recent first, each once at every page size', async () => {
    for (const limit of [1, 2, 3, 4, 20]) {
      expect(await walk(alice, 'active', limit), `active, limit ${limit}`).toEqual(['a3', 'a1', 'a2', 'a4']);
      expect(await walk(alice, 'expired', limit), `expired, limit ${limit}`).toEqual(['e2', 'e1', 'e3']);
    }
  });

  it('gives the total with the first page only, and the pass as /api/me describes it', async () => {
    const first = await page(alice, 'state=active&limit=2');
    expect(first.total).toBe(4);
    expect(first.items[0]).toMatchObject({ templateId: 'a3', downloads_remaining: 2, original_path: '/assets/templates/matrimonio/cartolina_verticale/a3.png', preview_path: '/p/a3.jpg' });
    expect((await page(alice, `state=active&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? '')}`)).total).toBeNull();
    expect((await page(alice, 'state=expired')).total).toBe(3);
  });

  it("never lists another operator's passes", async () => {
    expect(await walk(bob, 'active', 2)).toEqual(['b1']);
    expect((await page(bob, 'state=expired')).total).toBe(0);
  });

  it('refuses a missing state or a bad cursor with 400, and a visitor with 401', async () => {
    for (const query of ['', 'state=all', 'state=active&cursor=x', 'state=active&limit=500']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/unlocked-templates?${query}`, headers: { cookie: alice.browser.jar.header() } });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/unlocked-templates?state=active' })).statusCode).toBe(401);
  });
});
