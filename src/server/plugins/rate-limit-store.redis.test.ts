import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TcpProxy } from '../test-support/tcp-proxy.js';
import { createTestApp, type TestApp, testPublicUrl } from '../test-support/test-app.js';

/**
 * The rate limits in Redis (REDIS_URL), reached through a TCP proxy the test cuts: counting
 * works, an unreachable Redis lets requests through (fail open) quickly and without crashing,
 * and counting resumes, with the counts kept, once it is back.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const keyPrefix = `cornice-test-${randomBytes(6).toString('hex')}:`;
const contactLimit = 2;

let proxy: TcpProxy;
let t: TestApp;
beforeAll(async () => {
  const target = new URL(redisUrl);
  proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 6379) });
  t = await createTestApp({ REDIS_URL: proxy.proxiedUrl(redisUrl), REDIS_KEY_PREFIX: keyPrefix, RATE_LIMIT_CONTACT_PER_MINUTE: String(contactLimit) });
});
afterAll(async () => {
  await t.close();
  await proxy.close();
});

function sendContact() {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json', origin: testPublicUrl, 'sec-fetch-site': 'same-origin' },
    payload: JSON.stringify({ name: 'Giulia Rossi', email: 'giulia@example.test', subject: 'general', message: 'Informazioni, grazie.' }),
  });
}

it('counts in Redis, lets requests through while Redis is away, and counts again when it is back', async () => {
  const statuses = [];
  for (let i = 0; i <= contactLimit; i += 1) statuses.push((await sendContact()).statusCode);
  expect(statuses).toEqual([201, 201, 429]);

  await proxy.cut();
  const startedAt = Date.now();
  const during = await sendContact();
  expect(during.statusCode).toBe(201);
  expect(Date.now() - startedAt).toBeLessThan(2_000);
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

  await proxy.restore();
  // ioredis reconnects within its retry delay (at most 2 s); the window's count is still there.
  let status = 0;
  for (let attempt = 0; attempt < 50 && status !== 429; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = (await sendContact()).statusCode;
  }
  expect(status).toBe(429);
});
