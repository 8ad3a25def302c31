/**
 * Diagnosis, not a benchmark: traces the public pages' main thread with the CPU 4x slower, on the
 * production build (`npm run build` first), and prints each task with what ran in it.
 *   load:  navigation to 3 s after the network settled (what Lighthouse's TBT sees, and the idle
 *          work boot.ts does after the load event);
 *   press: the cookie banner's 'Accetto' on the loaded page to its effect (the banner gone).
 * CPU time is printed beside wall time: it moves less with the machine's load.
 * Run: npx tsx bench/trace-public-pages.ts [only-path-substring]
 * TRACE_SAVE=file.json keeps the (last) load trace, to read further (e.g. the evaluateModule events).
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createBenchServer } from './support/bench-app-server.js';
import { createPublicOperator } from './support/public-operator.js';
import { blockingTime, readMainThreadTasks, taskTraceCategories, type MainThreadTask } from './support/main-thread-tasks.js';
import { requireBuildAndChromium } from './support/require-build-and-chromium.js';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const minTaskMs = Number(process.env.TRACE_MIN_TASK_MS ?? 8);
const savedTracePath = process.env.TRACE_SAVE;

function printTasks(title: string, tasks: MainThreadTask[]): void {
  const cpu = tasks.reduce((sum, task) => sum + task.cpuMs, 0);
  const wall = tasks.reduce((sum, task) => sum + task.wallMs, 0);
  const longest = Math.max(0, ...tasks.map((task) => task.wallMs));
  console.log(`  ${title}: ${tasks.length} tasks, ${wall.toFixed(0)} ms wall / ${cpu.toFixed(0)} ms CPU in tasks, longest ${longest.toFixed(0)} ms, blocking ${blockingTime(tasks).toFixed(0)} ms`);
  for (const task of tasks.filter((t) => t.wallMs >= minTaskMs)) {
    console.log(`    +${task.startMs.toFixed(0).padStart(6)} ms  ${task.wallMs.toFixed(1).padStart(6)} wall ${task.cpuMs.toFixed(1).padStart(6)} cpu  ${task.parts.join(', ')}`);
  }
}

async function openThrottled(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

async function traceLoad(browser: Browser, url: string): Promise<void> {
  const page = await openThrottled(browser);
  await page.addInitScript(() => performance.mark('trace-origin'));
  await browser.startTracing(page, { categories: taskTraceCategories });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  await page.evaluate(() => performance.mark('trace-end'));
  const trace = await browser.stopTracing();
  if (savedTracePath !== undefined) writeFileSync(savedTracePath, trace);
  printTasks('load', readMainThreadTasks(trace, 'trace-origin', 'trace-end'));
  await page.context().close();
}

async function tracePress(browser: Browser, url: string): Promise<void> {
  const page = await openThrottled(browser);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await browser.startTracing(page, { categories: taskTraceCategories });
  const effect = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let pressedAt = 0;
        window.addEventListener(
          'pointerdown',
          () => {
            pressedAt = performance.now();
            performance.mark('press');
          },
          { capture: true, once: true },
        );
        const observer = new MutationObserver(() => {
          if (pressedAt > 0 && document.querySelector('.cookie-banner') === null) {
            observer.disconnect();
            performance.mark('effect');
            resolve(performance.now() - pressedAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
  );
  const accept = page.getByRole('button', { name: 'Accetto' });
  await accept.dispatchEvent('pointerdown');
  await accept.dispatchEvent('click');
  const ms = await effect;
  await page.waitForTimeout(300);
  const trace = await browser.stopTracing();
  console.log(`  press to effect: ${ms.toFixed(0)} ms`);
  printTasks('press', readMainThreadTasks(trace, 'press', 'effect'));
  await page.context().close();
}

async function main(): Promise<void> {
  const chromePath = requireBuildAndChromium();
  const only = process.argv[2];
  const server = await createBenchServer();
  let browser: Browser | undefined;
  try {
    await server.start();
    browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
    const operatorId = await createPublicOperator(browser, server.baseUrl);
    const paths = ['/', '/abbonamenti', `/catalogo/${encodeURIComponent(operatorId)}`].filter((path) => only === undefined || path.includes(only));
    for (const path of paths) {
      console.log(`${path} (CPU 4x slower):`);
      await traceLoad(browser, `${server.baseUrl}${path}`);
      await tracePress(browser, `${server.baseUrl}${path}`);
    }
  } finally {
    await browser?.close();
    await server.dispose();
  }
}

await main();
