/**
 * Benchmark: the web budgets of the production build (`npm run build` first), measured in
 * headless Chromium (Debian's, never a download) against the built server on a fresh DATA_DIR.
 *
 * (a) The landing page's initial JavaScript: every script requested before the load event,
 *     gzip-compressed with zlib (level 9) from the response bodies, against 100 KB; and whether
 *     any Konva or editor chunk was requested at all (they must load only on the editor routes).
 *     The landing page is server-rendered and runs the app on the first interaction: the time from
 *     a first press to its effect on the loaded page (4x slower CPU) is printed too.
 * (b) Lighthouse (npm `lighthouse`, programmatic, the default config = the mobile preset) on /,
 *     /abbonamenti, /choose-theme and a catalogue page of an operator with a profile (signed up
 *     through the browser): the four category scores ×100 against 95, and CLS against 0.1; FCP,
 *     LCP and TBT, and what the LCP element is, with the phases of its (simulated) time.
 *
 * Per the team rule it prints and asserts nothing; it exits non-zero only when it could not run
 * (no build, no Chromium, a Lighthouse failure). Lighthouse's performance score moves with the
 * machine's load: run it on a quiet machine.
 * Run: npm run bench (or: npx tsx bench/web.bench.ts)
 */
import { chromium, expect, type Browser } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from '../e2e/support/auth-steps.js';
import { AppServer, createDataDir, findFreePort } from '../e2e/support/app-server.js';
import { measureFirstPress } from './support/first-press.js';
import { recordScripts, type ScriptLoad } from './support/initial-scripts.js';
import { lighthouseCategories, offlineSkippedAudits, runLighthouseWithRetry, type LighthouseScores } from './support/run-lighthouse.js';
import { requireBuildAndChromium } from './support/require-build-and-chromium.js';

const initialJsBudgetKb = 100;
const scoreBudget = 95;
const clsBudget = 0.1;
/** As in playwright.config.ts. */
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const kb = (bytes: number) => bytes / 1024;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

/** An operator with a public profile, signed up as a person would: answers their id. */
async function createOperator(browser: Browser, baseUrl: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  await signUpThroughTopBar(page, uniqueEmail('bench-web'));
  const saved = await page.request.post('/api/update-user-metadata', {
    data: { businessName: 'Foto Bianchi', logoUrl: '', contactEmail: 'studio@bianchi.test', contactPhone: '+39 333 1112223', secondaryEmail: '' },
  });
  expect(saved.status(), 'the profile is saved').toBe(200);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } | null };
  await context.close();
  if (me.user === null) throw new Error('the sign-up left no session');
  return me.user.id;
}

function printScripts(loads: ScriptLoad[]): void {
  const initial = loads.filter((load) => load.isInitial);
  const later = loads.filter((load) => !load.isInitial);
  const gzipTotal = initial.reduce((sum, load) => sum + load.gzipBytes, 0);
  const wireTotal = initial.reduce((sum, load) => sum + (load.transferBytes ?? 0), 0);
  console.log('(a) landing page (/), initial JavaScript (requested before the load event), empty cache, 412×823:');
  for (const load of [...initial].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const name = new URL(load.url).pathname;
    const wire = load.transferBytes === undefined ? '' : `, ${kb(load.transferBytes).toFixed(1)} KB on the wire`;
    console.log(`    ${name.padEnd(48)} ${kb(load.rawBytes).toFixed(1).padStart(7)} KB raw ${kb(load.gzipBytes).toFixed(1).padStart(6)} KB gzip${wire}`);
  }
  console.log(`  initial JS: ${kb(gzipTotal).toFixed(1)} KB gzip (budget ${initialJsBudgetKb} KB: ${verdict(kb(gzipTotal) <= initialJsBudgetKb)}), ${kb(wireTotal).toFixed(1)} KB as the server sent it`);
  if (later.length > 0) {
    console.log(`  requested after the load event: ${later.map((load) => `${new URL(load.url).pathname} (${kb(load.gzipBytes).toFixed(1)} KB gzip)`).join(', ')}`);
  }
  const editor = loads.filter((load) => load.isEditor);
  console.log(
    editor.length === 0
      ? '  Konva / editor chunks requested: none (ok)'
      : `  Konva / editor chunks requested: ${editor.map((load) => new URL(load.url).pathname).join(', ')} (SHOULD NOT BE)`,
  );
}

function printLighthouse(label: string, result: LighthouseScores): void {
  const scores = lighthouseCategories.map((category) => {
    const score = result.scores[category];
    return `${category} ${score === undefined ? 'n/a' : score}${score !== undefined && score < scoreBudget ? ' (<95)' : ''}`;
  });
  const cls = result.cls === undefined ? 'n/a' : result.cls.toFixed(3);
  console.log(`  ${label.padEnd(16)} ${scores.join(', ')}; CLS ${cls} (${verdict((result.cls ?? 0) <= clsBudget)})`);
  const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
  console.log(`  ${''.padEnd(16)} FCP ${ms(result.fcpMs)}, LCP ${ms(result.lcpMs)}, TBT ${ms(result.tbtMs)} (simulated mobile)`);
  if (result.lcpElement !== undefined) {
    const phases = result.lcpPhases.map(({ phase, ms: phaseMs }) => `${phase} ${ms(phaseMs)}`).join(', ');
    console.log(`  ${''.padEnd(16)} LCP element: ${result.lcpElement}${phases === '' ? '' : `; ${phases}`}`);
  }
  for (const category of lighthouseCategories) {
    const score = result.scores[category];
    if (score !== undefined && score < 100 && result.failing[category].length > 0) console.log(`  ${''.padEnd(16)} ${category} loses points on: ${result.failing[category].join(', ')}`);
  }
  if (result.errors.length > 0) console.log(`  ${''.padEnd(16)} audits that could not run: ${result.errors.join('; ')}`);
}


async function main(): Promise<void> {
  const chromePath = requireBuildAndChromium();

  const server = new AppServer(await findFreePort(), await createDataDir());
  let browser: Browser | undefined;
  try {
    await server.start();
    browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
    console.log(`web budgets benchmark: Chromium ${browser.version()} headless, the built app at ${server.baseUrl}`);
    const operatorId = await createOperator(browser, server.baseUrl);
    printScripts(await recordScripts(browser, `${server.baseUrl}/`));
    const presses = [];
    for (let run = 0; run < 3; run += 1) presses.push(await measureFirstPress(browser, `${server.baseUrl}/`));
    console.log(
      `  first press on the loaded landing page (cookie banner's "Accetto", CPU 4x slower): app run + hydration + replay ${presses.map((ms) => `${Math.round(ms)} ms`).join(', ')} (3 runs)`,
    );
    await browser.close();
    browser = undefined;

    const pages: [string, string][] = [
      ['/', '/'],
      ['/abbonamenti', '/abbonamenti'],
      ['/choose-theme', '/choose-theme'],
      ['/catalogo/:id', `/catalogo/${encodeURIComponent(operatorId)}`],
    ];
    const skipped = offlineSkippedAudits.length === 0 ? 'none skipped' : `skipped offline: ${offlineSkippedAudits.join(', ')}`;
    console.log(`(b) Lighthouse, mobile preset (simulated slow 4G, 4x CPU), one run per page, budgets: scores >= ${scoreBudget}, CLS <= ${clsBudget}; audits ${skipped}:`);
    for (const [label, path] of pages) printLighthouse(label, await runLighthouseWithRetry(chromePath, `${server.baseUrl}${path}`));
  } finally {
    await browser?.close();
    await server.dispose();
  }
}

try {
  await main();
} catch (error) {
  console.error('web budgets benchmark could not run:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
