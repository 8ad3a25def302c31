import { afterAll, beforeAll, expect, it } from 'vitest';
import { BoothPackLinkResponse, type BoothPackLink } from '../../../../shared/api/booth-packs.js';
import { createSampleLayout } from '../../../test-support/layout-kit.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';
import { TestOperator } from '../../../test-support/test-operator.js';
import { giveAnnualPlan } from '../../../test-support/upload-kit.js';

let t: TestApp;
let anna: TestOperator;
let bruno: TestOperator;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true', RATE_LIMIT_DRAFTS_PER_MINUTE: '1000', RATE_LIMIT_PUBLIC_GET_PER_MINUTE: '1000' });
  [anna, bruno] = await Promise.all([TestOperator.signUp(t.app), TestOperator.signUp(t.app)]);
  await giveAnnualPlan(t.database.db, anna.userId);
});
afterAll(async () => {
  await t.close();
});

async function publish(layoutId: string, expiresAt: Date | null): Promise<BoothPackLink> {
  const query = expiresAt === null ? '' : `?expiresAt=${encodeURIComponent(expiresAt.toISOString())}`;
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/layouts/${layoutId}/booth-pack${query}`,
    headers: { cookie: anna.browser.jar.header(), origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(201);
  const { link } = BoothPackLinkResponse.parse(response.json());
  if (link === null) throw new Error('published but no link');
  return link;
}

const pullStatus = async (url: string) => (await t.app.inject({ method: 'GET', url: url.replace(testPublicUrl, '') })).statusCode;

it("lets days pass for one operator's link only: its expiry comes earlier and the URL answers 410", async () => {
  const weekLater = new Date(Date.now() + 7 * day);
  const [short, lasting, other] = await Promise.all([createSampleLayout(t.app, anna), createSampleLayout(t.app, anna), createSampleLayout(t.app, anna)]);
  const shortLink = await publish(short.id, weekLater);
  const neverLink = await publish(lasting.id, null);
  const otherLink = await publish(other.id, weekLater);

  // Another operator cannot move anna's link, nor can a visitor; a link that never expires has no expiry to move.
  expect((await bruno.post('/api/test-hooks/booth-pack-elapsed', { layoutId: short.id, days: 8 })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'POST', url: '/api/test-hooks/booth-pack-elapsed', payload: { layoutId: short.id, days: 8 } })).statusCode).toBe(401);
  expect((await anna.post('/api/test-hooks/booth-pack-elapsed', { layoutId: lasting.id, days: 8 })).statusCode).toBe(404);
  expect((await anna.post('/api/test-hooks/booth-pack-elapsed', { layoutId: short.id, days: -1 })).statusCode).toBe(400);
  expect(await pullStatus(shortLink.pullUrl)).toBe(200);

  const moved = await anna.post('/api/test-hooks/booth-pack-elapsed', { layoutId: short.id, days: 8 });
  expect(moved.statusCode, moved.body).toBe(200);
  expect(moved.json()).toEqual({ expiresAt: new Date(weekLater.getTime() - 8 * day).toISOString() });
  expect(await pullStatus(shortLink.pullUrl)).toBe(410);
  expect(await pullStatus(neverLink.pullUrl)).toBe(200);
  expect(await pullStatus(otherLink.pullUrl)).toBe(200);
});
