/**
 * Benchmark: the operator's first page of requests with 10 and with 10,000 requests in the same
 * run, on the built app (`npm run build` first) with its embedded PGlite, in headless Chromium.
 * Two operators sign up; the test hook inserts their requests. Measured for each:
 * - API time: GET /api/catalog-requests (the first page and its counts), median of many calls
 *   over loopback with the operator's session cookie, and the page's size in bytes;
 * - first card: from navigation start of /dashboard to the first request card in the DOM,
 *   median of a few loads.
 * Prints each figure and the ratio 10,000 ÷ 10 (targets ≤ 1.5), and the page size (≤ 50 KB).
 * Per the team rule it asserts nothing and exits 0 once it has run; non-zero only when it could
 * not run (no build, no Chromium, the dashboard did not behave).
 * Run: npm run bench (or: npx tsx bench/dashboard-scale.bench.ts)
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, expect } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from '../e2e/support/auth-steps.js';
import { createBenchServer } from './support/bench-app-server.js';
import { acceptCookies } from '../e2e/support/selection-steps.js';

const sizes = [10, 10_000] as const;
const apiWarmup = 10;
const apiRounds = 60;
const pageLoads = 5;
const targetRatio = 1.5;
const pageBudgetBytes = 50 * 1024;
/** As in playwright.config.ts. */
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const template = {
  displayName: 'Eucalyptus Bloom',
  original_path: '/assets/templates/matrimonio/cartolina_verticale/eucalyptus-bloom.png',
  preview: '/assets/templates/matrimonio/cartolina_verticale/previews/eucalyptus-bloom.jpg',
};

interface Result {
  requests: number;
  apiMs: number;
  pageBytes: number;
  firstCardMs: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Records when the first request card enters the DOM, in the page's own clock (0 = navigation start). */
const firstCardProbe = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('.request-card') === null) return;
    window.__firstCardAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

async function seedOperator(context: BrowserContext, baseUrl: string, count: number): Promise<string> {
  await acceptCookies(context, baseUrl);
  const page = await context.newPage();
  await signUpThroughTopBar(page, uniqueEmail(`bench-scale-${count}`));
  const response = await page.request.post('/api/test-hooks/catalog-requests', { data: { count, namePrefix: 'Cliente', statuses: ['nuova', 'approvata', 'in_lavorazione'], template }, timeout: 120_000 });
  if (response.status() !== 201) throw new Error(`seeding ${count} requests answered ${response.status()}`);
  await page.close();
  return (await context.cookies(baseUrl)).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

async function measureApi(baseUrl: string, cookie: string): Promise<{ apiMs: number; pageBytes: number }> {
  const call = async () => {
    const start = performance.now();
    const response = await fetch(`${baseUrl}/api/catalog-requests`, { headers: { cookie, accept: 'application/json' } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/catalog-requests answered ${response.status}`);
    return { ms: performance.now() - start, bytes: body.byteLength };
  };
  for (let i = 0; i < apiWarmup; i += 1) await call();
  const runs: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < apiRounds; i += 1) runs.push(await call());
  return { apiMs: median(runs.map((run) => run.ms)), pageBytes: runs[0]?.bytes ?? 0 };
}

async function measureFirstCard(context: BrowserContext): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < pageLoads + 1; i += 1) {
    const page = await context.newPage();
    await page.addInitScript(firstCardProbe);
    await page.goto('/dashboard');
    await expect(page.locator('.request-card').first()).toBeVisible({ timeout: 60_000 });
    const at = await page.evaluate(() => (window as unknown as { __firstCardAt?: number }).__firstCardAt ?? Number.NaN);
    // The first load warms the server's and the browser's caches.
    if (i > 0) times.push(at);
    await page.close();
  }
  return median(times);
}

async function run(): Promise<void> {
  if (!existsSync('dist/server/server.js')) throw new Error('no build: run npm run build first');
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (scripts/ensure-chromium.sh installs it; or set CHROMIUM_PATH)`);
  const server = await createBenchServer();
  let browser: Browser | undefined;
  try {
    await server.start();
    browser = await chromium.launch({ executablePath, args: chromiumArgs });
    const results: Result[] = [];
    for (const count of sizes) {
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
      const cookie = await seedOperator(context, server.baseUrl, count);
      const api = await measureApi(server.baseUrl, cookie);
      const firstCardMs = await measureFirstCard(context);
      results.push({ requests: count, ...api, firstCardMs });
      await context.close();
    }
    for (const result of results) {
      console.log(
        `${String(result.requests).padStart(6)} requests: API ${result.apiMs.toFixed(1).padStart(6)} ms, page ${(result.pageBytes / 1024).toFixed(1).padStart(5)} KB, first card ${result.firstCardMs.toFixed(0).padStart(5)} ms`,
      );
    }
    const [small, large] = results;
    if (small === undefined || large === undefined) throw new Error('a scenario did not run');
    const apiRatio = large.apiMs / small.apiMs;
    const cardRatio = large.firstCardMs / small.firstCardMs;
    console.log(`ratio API time 10,000 ÷ 10:    ${apiRatio.toFixed(2)} (target ≤ ${targetRatio})`);
    console.log(`ratio first card 10,000 ÷ 10:  ${cardRatio.toFixed(2)} (target ≤ ${targetRatio})`);
    console.log(`first page with 10,000:        ${(large.pageBytes / 1024).toFixed(1)} KB (budget ≤ ${pageBudgetBytes / 1024} KB)`);
  } finally {
    await browser?.close();
    await server.dispose();
  }
}

await run();
