import { afterAll, beforeAll, expect, it } from 'vitest';
import { MeResponse } from '../../../../shared/api/me.js';
import { TestBrowser, testPassword } from '../../../test-support/login-flow.js';
import { createTestApp, type TestApp, testPublicUrl } from '../../../test-support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ TEST_HOOKS: 'true' });
});
afterAll(async () => {
  await t.close();
});

async function createOperator(browser: TestBrowser, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/test-hooks/operator',
    headers: { origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: testPassword }),
  });
  browser.jar.store(response.headers['set-cookie']);
  return response;
}

it('logs a new operator in with a session cookie, as a sign-up would', async () => {
  const browser = new TestBrowser(t.app);
  expect((await createOperator(browser, 'Hook.Operator@Example.test')).statusCode).toBe(204);
  const me = MeResponse.parse(await browser.getJson('/api/me'));
  expect(me.user?.email).toBe('hook.operator@example.test');
});

it('leaves an account the login form accepts, the same operator as before', async () => {
  const first = new TestBrowser(t.app);
  await createOperator(first, 'again@example.test');
  const before = MeResponse.parse(await first.getJson('/api/me'));
  const second = new TestBrowser(t.app);
  await second.logIn('again@example.test');
  const after = MeResponse.parse(await second.getJson('/api/me'));
  expect(after.user?.id).toBe(before.user?.id);
});

it('refuses an email that already has an account, with a 400', async () => {
  await createOperator(new TestBrowser(t.app), 'taken@example.test');
  const response = await createOperator(new TestBrowser(t.app), 'taken@example.test');
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
});

it('does not exist without TEST_HOOKS', async () => {
  const plain = await createTestApp();
  try {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/test-hooks/operator',
      headers: { origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nohooks@example.test', password: testPassword }),
    });
    expect(response.statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});
