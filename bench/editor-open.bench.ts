/**
 * Benchmark: how long the editor takes to open, from the press that opens it to the layout drawn
 * in its fonts, with Chromium's CPU 4x slower (Lighthouse's mobile assumption), on the production
 * build (`npm run build` first) in Debian's headless Chromium, the built server on a fresh DATA_DIR.
 *
 * (a) An operator signed up through the browser (the test hook of auth-steps.ts) and on the
 *     annual plan (only such operators, or a pass holder, get 'Personalizza') on the catalogue's
 *     template page (/choose-template/matrimonio/cartolina-verticale), with the 'Eucalyptus
 *     Bloom' card's 'Cosa vuoi fare?' panel open: from the press on 'Personalizza (Operatore)'
 *     (the layout is created in the account, the editor moves to it) to the designed starter
 *     drawn. This editor loads the template's 300 dpi print original.
 * (a') The same template for an operator on the free plan, whose card is locked: from the press
 *     on its 'Apri nell'editor gratis' (the same creation, the display copy of the template).
 * (b) A visitor on the landing page: from the press on 'Prova gratis' to the demo (/prova) drawn,
 *     the same template's starter.
 *
 * "Drawn" is the stage's `data-drawn="true"` (src/client/editor/canvas/mark-drawn.ts): the
 * elements' layer has drawn, which the editor holds back until the faces the layout uses are
 * loaded; at that moment the bench also checks each text's face with document.fonts.check. The
 * demo then adds sample photos to its frames: they are not waited for (the operator's editor has
 * none). Each page is loaded and idle (network idle) before the press; the CPU is slowed just
 * before it. Every run is a fresh browser context (empty cache, no stored job) on a warm server:
 * one round of the three is run first and not counted, then BENCH_RUNS rounds (default 5), the
 * scenarios alternated so that the machine's load falls on all three alike. It prints each run,
 * the medians and (a) ÷ (b).
 *
 * Per the team rule it prints and asserts nothing; it exits non-zero only when it could not run
 * (no build, no Chromium, an editor that never drew).
 * Run: npm run bench (or: npx tsx bench/editor-open.bench.ts)
 */
import { chromium, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { signUpThroughTopBar, uniqueEmail } from '../e2e/support/auth-steps.js';
import { createBenchServer } from './support/bench-app-server.js';
import { acceptCookies, giveAnnualPlan, templateCard } from '../e2e/support/selection-steps.js';
import { installOpenTiming, timeOpen, type OpenTiming } from './support/open-timing.js';
import { requireBuildAndChromium } from './support/require-build-and-chromium.js';
import { runBench } from './support/run-bench.js';

const cpuSlowdown = 4;
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** A desktop window: under 768 px the editor is not offered. */
const viewport = { width: 1440, height: 900 };
/** The demo's template (src/client/pages/prova/demo-template.ts), so both open the same starter. */
const template = { theme: 'matrimonio', format: 'cartolina-verticale', name: 'Eucalyptus Bloom' };
/** Generous: a loaded 2-core machine at 4x CPU slowdown. */
const openTimeoutMs = 180_000;
/** As in playwright.config.ts. */
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

type Scenario = 'annual' | 'free' | 'demo';
const labels: Record<Scenario, string> = {
  annual: "(a)  annual-plan operator, 'Personalizza (Operatore)'",
  free: "(a') free operator, 'Apri nell'editor gratis'",
  demo: "(b)  visitor, landing's 'Prova gratis' → /prova",
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

async function openFromCatalogue(page: Page, isAnnual: boolean): Promise<OpenTiming> {
  await signUpThroughTopBar(page, uniqueEmail('bench-open'));
  if (isAnnual) await giveAnnualPlan(page);
  await page.goto(`/choose-template/${template.theme}/${template.format}`);
  const card = templateCard(page, template.name);
  let press: Locator;
  if (isAnnual) {
    await card.getByRole('button', { name: template.name, exact: true }).click();
    press = page.getByRole('button', { name: 'Personalizza (Operatore)' });
  } else {
    press = card.getByRole('button', { name: "Apri nell'editor gratis" });
  }
  await expect(press).toBeVisible();
  await page.waitForLoadState('networkidle');
  const timing = await timeOpen(page, press, cpuSlowdown, openTimeoutMs);
  await expect(page).toHaveURL(/\/editor\/layout\/lay_/);
  return timing;
}

async function openDemoFromLanding(page: Page): Promise<OpenTiming> {
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const timing = await timeOpen(page, page.locator('.landing-hero').getByRole('link', { name: 'Prova gratis' }), cpuSlowdown, openTimeoutMs);
  await expect(page).toHaveURL(/\/prova$/);
  return timing;
}

async function runOnce(browser: Browser, baseUrl: string, scenario: Scenario): Promise<OpenTiming> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  try {
    await acceptCookies(context, baseUrl);
    await installOpenTiming(context);
    const page = await context.newPage();
    return scenario === 'demo' ? await openDemoFromLanding(page) : await openFromCatalogue(page, scenario === 'annual');
  } finally {
    await context.close();
  }
}

function describeRun(timing: OpenTiming): string {
  const unloaded = timing.faces.filter((face) => !face.loaded).map((face) => face.family);
  const families = [...new Set(timing.faces.map((face) => face.family))].join(', ');
  const fonts = unloaded.length === 0 ? `${timing.faces.length} texts in ${families}, faces loaded` : `FACES NOT LOADED: ${[...new Set(unloaded)].join(', ')}`;
  const layout = timing.layoutUrlMs === null ? '' : `, layout created ${ms(timing.layoutUrlMs)}`;
  return `drawn ${ms(timing.drawnMs)} (workspace ${ms(timing.workspaceMs)}${layout}; ${fonts}; document.fonts ${timing.fontsStatus})`;
}

async function main(): Promise<void> {
  const chromePath = requireBuildAndChromium();
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a positive integer, not ${process.env.BENCH_RUNS}`);

  const server = await createBenchServer();
  let browser: Browser | undefined;
  try {
    await server.start();
    browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
    console.log(`editor open benchmark: Chromium ${browser.version()} headless, ${viewport.width}×${viewport.height}, CPU ${cpuSlowdown}x slower from the press, the built app at ${server.baseUrl}`);
    console.log(`  '${template.name}' (${template.theme}, ${template.format}) in every scenario; press → stage drawn in its fonts; 1 warm-up round, then ${runs}`);
    const scenarios: Scenario[] = ['annual', 'free', 'demo'];
    for (const scenario of scenarios) await runOnce(browser, server.baseUrl, scenario);
    const results: Record<Scenario, OpenTiming[]> = { annual: [], free: [], demo: [] };
    for (let round = 1; round <= runs; round += 1) {
      for (const scenario of scenarios) {
        const timing = await runOnce(browser, server.baseUrl, scenario);
        results[scenario].push(timing);
        console.log(`  run ${round} ${labels[scenario].padEnd(58)} ${describeRun(timing)}`);
      }
    }
    console.log(`medians of ${runs} runs (press → drawn; in brackets press → editor workspace shown, and → the account layout's address):`);
    for (const scenario of scenarios) {
      const timings = results[scenario];
      const layout = scenario === 'demo' ? '' : `, ${ms(median(timings.map((timing) => timing.layoutUrlMs ?? Number.NaN)))}`;
      console.log(`  ${labels[scenario].padEnd(58)} ${ms(median(timings.map((timing) => timing.drawnMs))).padStart(8)} (${ms(median(timings.map((timing) => timing.workspaceMs)))}${layout})`);
    }
    const demo = median(results.demo.map((timing) => timing.drawnMs));
    console.log(`  (a) ÷ (b): ${(median(results.annual.map((timing) => timing.drawnMs)) / demo).toFixed(2)}; (a') ÷ (b): ${(median(results.free.map((timing) => timing.drawnMs)) / demo).toFixed(2)}`);
  } finally {
    await browser?.close();
    await server.dispose();
  }
}

await runBench('editor open', main);
