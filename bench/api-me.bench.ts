/**
 * Benchmark: GET /api/me for a logged-in operator (session lookup + user + passes, all fresh
 * from the database) against GET /api/health (one trivial query) as the baseline, measured in
 * the same run on the same in-memory PGlite. Prints requests per second and the ratio.
 * Run: npm run bench
 */
import { createTestApp } from '../src/server/test-support/test-app.js';
import { TestBrowser } from '../src/server/test-support/login-flow.js';

const warmup = 200;
const rounds = 2_000;

async function measure(label: string, run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await run();
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i += 1) await run();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const perSecond = rounds / seconds;
  console.log(`${label.padEnd(28)} ${perSecond.toFixed(0).padStart(7)} req/s`);
  return perSecond;
}

const t = await createTestApp();
try {
  const browser = new TestBrowser(t.app);
  await browser.signUp(`bench-${Date.now()}@example.test`);
  const cookie = browser.jar.header();
  const baseline = await measure('GET /api/health (baseline)', () => t.app.inject({ method: 'GET', url: '/api/health' }));
  const visitor = await measure('GET /api/me (visitor)', () => t.app.inject({ method: 'GET', url: '/api/me' }));
  const me = await measure('GET /api/me (logged in)', () => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }));
  console.log(`ratio visitor /api/me to baseline:   ${(visitor / baseline).toFixed(2)}`);
  console.log(`ratio logged-in /api/me to baseline: ${(me / baseline).toFixed(2)}`);
} finally {
  await t.close();
}
