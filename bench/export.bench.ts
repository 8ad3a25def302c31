/**
 * Benchmark: the editor's export (draw the layout at the template's native size, encode, tag
 * 300 dpi) against a plain `canvas.toBlob` of a canvas of the same pixel size holding the same
 * pixels (the exported file, decoded), both measured in the same page of the same run. Printed as the ratio of the
 * medians, for PNG and JPG 1200×1800 in the demo editor, the one place the browser still draws the file (target ≤ 1.3).
 *
 * The app's time is the `cornice:export` performance measure the export leaves (it starts after
 * the fonts are ready); the downloads are triggered with the real button, as an annual user in /prova.
 * Then the pass holder's repeated downloads: three downloads in a row of a template with a pass
 * (status check, confirm, decrement), timed from the press of 'Scarica' in the confirm dialog to
 * the file, as the operator waits for it; printed as each later download ÷ the first (target ≤ 1.3).
 *
 * Asserts nothing; exits non-zero only when it could not run. Run: npx tsx bench/export.bench.ts
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { createBenchServer } from './support/bench-app-server.js';
import { acceptCookies, giveAnnualPlan, givePass, readCatalogTemplates } from '../e2e/support/selection-steps.js';
import { nameShimScript, signUpAndOpenEditor } from './support/editor-session.js';
import { runBench } from './support/run-bench.js';

const runs = 7;
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/**
 * The browser draws the file only in the demo (/prova, the eucalyptus-bloom postcard): an account
 * layout's paid files are made by the server (bench/server-render.bench.ts times those).
 */
const scenarios = [
  { label: 'PNG 1200×1800', path: '/prova', format: 'png' },
  { label: 'JPG 1200×1800', path: '/prova', format: 'jpg' },
] as const;
const passPath = '/editor/matrimonio/cartolina-verticale/eucalyptus-bloom.png';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One export through the download button; returns the app's measured time in ms and the file. */
async function timeAppExport(page: Page, format: 'png' | 'jpg'): Promise<{ ms: number; file: Buffer }> {
  await page.evaluate(() => performance.clearMeasures('cornice:export'));
  await page.getByLabel('Formato').selectOption(format);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica', exact: true }).click();
  const path = await (await download).path();
  const [ms, detail] = await page.evaluate(() => {
    const entry = performance.getEntriesByName('cornice:export').at(-1);
    if (entry === undefined) throw new Error('the export left no measure');
    return [entry.duration, JSON.stringify((entry as PerformanceMeasure).detail)] as const;
  });
  if (process.env['BENCH_VERBOSE'] === '1') console.log(detail);
  return { ms, file: await readFile(path) };
}

/**
 * The baseline: the very pixels the app exported, drawn on a canvas of the same size and encoded
 * by the browser alone (PNG encoding time depends on the content, so the same content is used).
 */
async function timePlainToBlob(page: Page, file: Buffer, format: 'png' | 'jpg'): Promise<number> {
  return page.evaluate(
    async ({ base64, type }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes]));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d');
      if (context === null) throw new Error('no 2d context');
      const start = performance.now();
      context.drawImage(bitmap, 0, 0);
      await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
      return performance.now() - start;
    },
    { base64: file.toString('base64'), type: format === 'png' ? 'image/png' : 'image/jpeg' },
  );
}

/** One pass download: 'Scarica', then 'Scarica' in the confirm dialog; ms from that press to the file. */
async function timePassDownload(page: Page): Promise<number> {
  const toolbarButton = page.getByRole('button', { name: 'Scarica', exact: true });
  await toolbarButton.click();
  const dialog = page.getByRole('dialog', { name: 'Scaricare il layout?' });
  const confirm = dialog.getByRole('button', { name: 'Scarica' });
  await confirm.waitFor();
  const download = page.waitForEvent('download');
  const startedAt = Date.now();
  await confirm.click();
  await download;
  const ms = Date.now() - startedAt;
  // As an operator would: the next download as soon as the button allows it.
  await toolbarButton.waitFor();
  await page.waitForFunction(() => Array.from(document.querySelectorAll('button')).some((button) => button.textContent === 'Scarica' && !button.disabled));
  return ms;
}

/** A fresh operator with a 3-download pass on the template; the three downloads timed in a row. */
async function runPassDownloads(page: Page): Promise<number[]> {
  await page.goto('/');
  const templates = await readCatalogTemplates(page.request, 'matrimonio', 'cartolina_verticale');
  const template = templates.find((entry) => entry.original.endsWith('/eucalyptus-bloom.png'));
  if (template === undefined) throw new Error('the bench template is not in the catalogue');
  await givePass(page, template, 3, new Date(Date.now() + 7 * 86_400_000));
  await page.goto(passPath);
  await page.getByTestId('editor-canvas').locator('canvas:visible').first().waitFor();
  await page.getByLabel('Formato').selectOption('png');
  const times: number[] = [];
  for (let run = 0; run < 3; run += 1) times.push(await timePassDownload(page));
  return times;
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/server.js')) throw new Error('no build: run npm run build first');
  const server = await createBenchServer();
  await server.start();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await context.addInitScript(nameShimScript);
    await acceptCookies(context, server.baseUrl);
    const page = await context.newPage();
    await signUpAndOpenEditor(page);
    const passTimes = await runPassDownloads(page);
    await giveAnnualPlan(page);
    console.log(`export benchmark: ${runs} runs per scenario, median times, app ÷ plain canvas.toBlob (target ≤ 1.3)`);
    console.log('scenario        app export   plain toBlob   ratio');
    for (const scenario of scenarios) {
      await page.goto(scenario.path);
      await page.getByTestId('editor-canvas').locator('canvas:visible').first().waitFor();
      const { file } = await timeAppExport(page, scenario.format);
      const app: number[] = [];
      const plain: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        app.push((await timeAppExport(page, scenario.format)).ms);
        plain.push(await timePlainToBlob(page, file, scenario.format));
      }
      const ratio = median(app) / median(plain);
      console.log(`${scenario.label.padEnd(15)} ${median(app).toFixed(1).padStart(7)} ms   ${median(plain).toFixed(1).padStart(9)} ms   ${ratio.toFixed(2)}`);
    }
    const [first = Number.NaN, ...later] = passTimes;
    console.log(`pass downloads, confirm to file (target: later ÷ first ≤ 1.3): ${passTimes.map((ms) => `${ms} ms`).join(', ')}`);
    console.log(`pass downloads, later ÷ first: ${later.map((ms) => (ms / first).toFixed(2)).join(', ')}`);
  } finally {
    await browser.close();
    await server.dispose();
  }
}

await runBench('export', main);
