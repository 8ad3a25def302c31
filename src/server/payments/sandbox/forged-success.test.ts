import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CheckoutSessionResponse } from '../../../shared/api/checkout.js';
import { MeResponse } from '../../../shared/api/me.js';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import { customLayoutOrders, emailOutbox, paymentEvents, sandboxCheckoutSessions } from '../../db/schema.js';
import { postForm } from '../../test-support/payments-test-kit.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../test-support/test-app.js';
import { TestOperator } from '../../test-support/test-operator.js';

const templatePath = '/assets/templates/laurea/photostrip_verticale/tocco-blu.png';
const templateId = templateIdFromPath(templatePath);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function sessionStatus(id: string) {
  const [row] = await t.database.db.select({ status: sandboxCheckoutSessions.status }).from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
  return row?.status;
}

/** Every way a person can land on a "paid" page without paying, one after the other. */
async function visitSuccessPagesWithoutPaying(operator: TestOperator, sessionId: string) {
  const browser = operator.browser;
  const visits = [
    await browser.request('GET', `/grazie?session_id=${encodeURIComponent(sessionId)}`),
    await browser.request('GET', '/grazie?session_id=cs_sandbox_made_up_0000000000000000'),
    await browser.request('GET', '/grazie'),
    // The sandbox's own pages: viewing the checkout, or posting it without its form token.
    await browser.request('GET', `/sandbox/checkout/${sessionId}`),
    await postForm(t.app, `/sandbox/checkout/${sessionId}`, { action: 'pay', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }, browser.jar.header()),
    await postForm(t.app, `/sandbox/checkout/${sessionId}`, { token: 'forged', action: 'pay', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }, browser.jar.header()),
    await browser.request('GET', '/sandbox/portal'),
    await postForm(t.app, '/sandbox/portal', { token: 'forged', subscriptionId: 'sub_x', action: 'renew' }, browser.jar.header()),
  ];
  return visits.map((response) => response.statusCode);
}

it('a visit to /grazie or to the sandbox pages without paying grants no pass', async () => {
  const operator = await TestOperator.signUp(t.app);
  const created = await operator.post('/api/create-checkout-session', { purchaseType: 'unlock_template', templateId, templatePath });
  const { sessionId } = CheckoutSessionResponse.parse(created.json());

  const statuses = await visitSuccessPagesWithoutPaying(operator, sessionId);
  // The pages themselves answer (the SPA, the checkout form); the forged posts are refused.
  expect(statuses).toEqual([200, 200, 200, 200, 403, 403, 403, 403]);

  const me = MeResponse.parse(await operator.browser.getJson('/api/me'));
  expect(me.plan.type).toBe('Gratuito');
  expect(me.unlockedTemplates).toEqual({});
  expect(await sessionStatus(sessionId)).toBe('open');
  expect(await t.database.db.select().from(paymentEvents)).toEqual([]);
});

it('a visitor landing on /grazie after a custom layout checkout they did not pay orders nothing', async () => {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify({ purchaseType: 'custom_layout' }),
  });
  const { sessionId } = CheckoutSessionResponse.parse(created.json());
  const visit = await t.app.inject({ method: 'GET', url: `/grazie?session_id=${encodeURIComponent(sessionId)}`, headers: { accept: 'text/html' } });
  expect(visit.statusCode).toBe(200);
  expect(await t.database.db.select().from(customLayoutOrders)).toEqual([]);
  expect((await t.database.db.select().from(emailOutbox)).filter((mail) => mail.body.includes(sessionId))).toEqual([]);
  expect(await sessionStatus(sessionId)).toBe('open');
});
