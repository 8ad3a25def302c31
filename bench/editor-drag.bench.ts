/**
 * Benchmark: dragging one element in the layout editor, in headless Chromium, on the built app
 * (`npm run build` first), with 100 and 300 elements on the 1200×1800 "eucalyptus-bloom"
 * postcard, 100 again at 200 % zoom and 300 again with the layers panel open, and
 * with 1 element as the baseline of the same run. Each document is stored as an account layout
 * (POST /api/layouts) and opened in the editor; the topmost element is selected and dragged with
 * real mouse events along a loop across the canvas.
 *
 * The drag's mouse events go to the browser as page.mouse sends them (CDP Input.dispatchMouseEvent,
 * each awaited until the page has handled it), but straight: with a button held, page.mouse.move
 * also runs Playwright's drag-and-drop probe in the page on every move (two script evaluations
 * and a timer), main-thread work a real mouse does not cause and that was counted in every step.
 *
 * Measured per scenario, each figure the median over a few runs of that run's percentile:
 * - step time: for each pointer move, the main thread's busy time from its dispatch to the next
 *   one's (Konva's dragmove, React's synchronous render and commit, the frame that draws it,
 *   effects, GC), read from a Chrome trace. With one move per frame, as a mouse gives while the
 *   page keeps up, this is the frame time: its p95 is printed against the 16.7 ms budget (target
 *   ≤ 0.5 at 100 elements) and against the 1-element drag.
 * - frame interval: the delta between requestAnimationFrame timestamps, dragging and at rest.
 *   It cannot drop under 16.7 ms, so it is compared with the page at rest, not with the budget.
 *
 * Per the team rule it asserts nothing and always exits 0 once it has run; it exits non-zero only
 * when it could not run (no build, no Chromium, the editor did not behave).
 * Run: npm run bench (or: npx tsx bench/editor-drag.bench.ts)
 */
import { existsSync } from 'node:fs';
import { chromium, expect, type Browser, type CDPSession, type Page } from '@playwright/test';
import type { AppServer } from '../e2e/support/app-server.js';
import { createBenchServer } from './support/bench-app-server.js';
import { editorCanvas, readCanvas } from '../e2e/support/editor-steps.js';
import { acceptCookies } from '../e2e/support/selection-steps.js';
import { LayoutDocument, type LayoutTemplate } from '../src/shared/layout/layout-document.js';
import { createDragDocumentElements, draggedElement, type ClipartEntry } from './support/drag-document.js';
import {
  nameShimScript,
  openWithDocument,
  readDragGeometry,
  readTemplateFromAutosave,
  selectDragged,
  signUpAndOpenEditor,
  startFrameProbe,
  stopFrameProbe,
  type DragGeometry,
  type FrameSample,
} from './support/editor-session.js';
import { readStepCosts, traceCategories, type StepCosts } from './support/main-thread-trace.js';
import { runBench } from './support/run-bench.js';

/** Also a drag at 200 % zoom and one with the layers panel open (one row per element). */
interface Scenario {
  elements: number;
  zoom?: number;
  isLayersOpen?: boolean;
}
const scenarios: readonly Scenario[] = [{ elements: 1 }, { elements: 100 }, { elements: 300 }, { elements: 100, zoom: 2 }, { elements: 300, isLayersOpen: true }];

function describeScenario(scenario: Scenario): string {
  return `${scenario.elements}${scenario.zoom === undefined ? '' : ` @${scenario.zoom * 100}%`}${scenario.isLayersOpen === true ? ' +layers' : ''}`;
}
const runsPerScenario = 3;
/** Pointer moves per drag, each awaited as page.mouse.move does (about one per frame). */
const dragSteps = 120;
const idleMs = 2_000;
const frameBudgetMs = 1000 / 60;
const targetBudgetShare = 0.5;
const viewport = { width: 1440, height: 900 };
/** As in playwright.config.ts. */
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface RunStats {
  steps: number;
  stepP50: number;
  stepP95: number;
  cpuP95: number;
  frames: number;
  intervalP50: number;
  intervalP95: number;
}

interface ScenarioResult {
  kind: 'idle' | 'drag';
  elements: number;
  /** e.g. '100 @200%', '300 +layers'. */
  label: string;
  runs: RunStats[];
  /** Medians over the runs. */
  median: RunStats;
}

// ---------- numbers ----------

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function median(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0 ? Number.NaN : percentile(finite, 0.5);
}

function summarise(frames: readonly FrameSample[], steps: StepCosts | null): RunStats {
  const intervals = frames.map((frame) => frame.interval);
  return {
    steps: steps?.wall.length ?? 0,
    stepP50: steps === null ? Number.NaN : percentile(steps.wall, 0.5),
    stepP95: steps === null ? Number.NaN : percentile(steps.wall, 0.95),
    cpuP95: steps === null ? Number.NaN : percentile(steps.cpu, 0.95),
    frames: frames.length,
    intervalP50: percentile(intervals, 0.5),
    intervalP95: percentile(intervals, 0.95),
  };
}

function medianStats(runs: readonly RunStats[]): RunStats {
  const pick = (key: keyof RunStats) => median(runs.map((run) => run[key]));
  return {
    steps: pick('steps'),
    stepP50: pick('stepP50'),
    stepP95: pick('stepP95'),
    cpuP95: pick('cpuP95'),
    frames: pick('frames'),
    intervalP50: pick('intervalP50'),
    intervalP95: pick('intervalP95'),
  };
}

// ---------- driving the editor ----------

/** The pointer at step i of the loop: right and back, down and back up, ending where it began. */
function loopPoint(geometry: DragGeometry, step: number): { x: number; y: number } {
  const angle = (2 * Math.PI * step) / dragSteps;
  return { x: geometry.start.x + geometry.radiusX * Math.sin(angle), y: geometry.start.y + geometry.radiusY * Math.sin(angle / 2) };
}

/** Fails when the element did not follow the pointer (e.g. the click missed it); read after the drop. */
async function checkFollows(page: Page, geometry: DragGeometry): Promise<void> {
  const reading = await readCanvas(page);
  const expectedY = draggedElement.y + geometry.radiusY / geometry.scale;
  const tolerance = 20 / geometry.scale;
  if (reading.selectedId !== draggedElement.id || Math.abs(reading.y - expectedY) > tolerance) {
    throw new Error(`the drag does not move the element: selected ${reading.selectedId ?? 'none'} at y ${reading.y}, expected ${draggedElement.id} near y ${expectedY.toFixed(0)}`);
  }
}

/** The left button's mouse events, sent as page.mouse does but without its drag-and-drop probe (see the header). */
class LeftButton {
  #position = { x: 0, y: 0 };

  constructor(private readonly cdp: CDPSession) {}

  async press(x: number, y: number): Promise<void> {
    await this.moveTo(x, y, false);
    await this.cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', buttons: 1, clickCount: 1 });
  }

  async moveTo(x: number, y: number, isHeld = true): Promise<void> {
    this.#position = { x, y };
    await this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y, button: isHeld ? 'left' : 'none', buttons: isHeld ? 1 : 0 });
  }

  async release(): Promise<void> {
    const { x, y } = this.#position;
    await this.cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', buttons: 0, clickCount: 1 });
  }
}

/**
 * One drag along the loop with real mouse events. When measured, the Chrome trace and the frame
 * probe cover the loop only: the drag has already begun (past Konva's drag distance) and the
 * release, with its history entry and autosave, comes after.
 */
async function dragLoop(browser: Browser, page: Page, mouse: LeftButton, geometry: DragGeometry, options: { isMeasured: boolean }): Promise<RunStats | null> {
  const { start } = geometry;
  await mouse.press(start.x, start.y);
  await mouse.moveTo(start.x + 2, start.y + 2);
  await mouse.moveTo(start.x + 4, start.y + 4);
  if (options.isMeasured) {
    await browser.startTracing(page, { categories: traceCategories });
    await startFrameProbe(page);
    await page.evaluate(() => performance.mark('bench-drag-start'));
  }
  for (let step = 1; step <= dragSteps; step += 1) {
    const point = loopPoint(geometry, step);
    await mouse.moveTo(point.x, point.y);
    if (!options.isMeasured && step === dragSteps / 2) {
      // The document hears of a drag when it ends: drop here, check, and undo the move.
      await mouse.release();
      await checkFollows(page, geometry);
      await page.keyboard.press('Control+z');
      break;
    }
  }
  let stats: RunStats | null = null;
  if (options.isMeasured) {
    await page.evaluate(() => performance.mark('bench-drag-end'));
    const frames = await stopFrameProbe(page);
    const trace = await browser.stopTracing();
    stats = summarise(frames, readStepCosts(trace, 'bench-drag-start', 'bench-drag-end'));
  }
  if (options.isMeasured) await mouse.release();
  // The drag's history entry settles before the next run. The server save it causes falls due
  // 1.2 s after the drop, during the next run's press: it waits for that drag's release, as any
  // save falling due mid-gesture does, and goes out after it.
  await page.waitForTimeout(800);
  return stats;
}

async function measureIdle(page: Page): Promise<RunStats> {
  await startFrameProbe(page);
  await page.waitForTimeout(idleMs);
  return summarise(await stopFrameProbe(page), null);
}

/** Ctrl + wheel over the dragged element until the zoom reads `zoom`: the element stays under the pointer. */
async function zoomOnDragged(page: Page, zoom: number): Promise<void> {
  const around = await readDragGeometry(page);
  await page.mouse.move(around.start.x, around.start.y);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { scale } = await readCanvas(page);
    if (Math.abs(scale - zoom) < 0.005) break;
    const delta = Math.max(-100, Math.min(100, -Math.log(zoom / scale) * 100));
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, delta);
    await page.keyboard.up('Control');
    await page.waitForTimeout(100);
  }
}

async function measureScenario(browser: Browser, page: Page, document: LayoutDocument, scenario: Scenario): Promise<ScenarioResult[]> {
  const count = document.elements.length;
  const label = describeScenario(scenario);
  await openWithDocument(page, document);
  if (scenario.zoom !== undefined) await zoomOnDragged(page, scenario.zoom);
  // The layers are docked beside the canvas, open at first: folded for every scenario but '+layers'.
  const layersToggle = page.getByRole('button', { name: /^Livelli/ });
  const isLayersShown = (await layersToggle.getAttribute('aria-expanded')) === 'true';
  if (isLayersShown !== (scenario.isLayersOpen === true)) await layersToggle.click();
  await expect(page.getByTestId('layers-list').locator('li')).toHaveCount(scenario.isLayersOpen === true ? count : 0);
  const geometry = await readDragGeometry(page);
  await selectDragged(page, geometry);
  const mouse = new LeftButton(await page.context().newCDPSession(page));
  // Warm-up (JIT, caches, fonts), checking that the element follows the pointer.
  await dragLoop(browser, page, mouse, geometry, { isMeasured: false });

  const idleRuns: RunStats[] = [];
  for (let run = 0; run < runsPerScenario; run += 1) idleRuns.push(await measureIdle(page));
  const dragRuns: RunStats[] = [];
  for (let run = 0; run < runsPerScenario; run += 1) {
    const stats = await dragLoop(browser, page, mouse, geometry, { isMeasured: true });
    if (stats === null || stats.steps < dragSteps / 2) throw new Error(`the trace shows ${stats?.steps ?? 0} pointer moves of ${dragSteps}`);
    dragRuns.push(stats);
  }
  await expect(editorCanvas(page)).toHaveAttribute('data-element-count', String(count));
  const drag = medianStats(dragRuns);
  console.log(`  ${label.padStart(12)}: step p95 per run ${dragRuns.map((r) => r.stepP95.toFixed(1)).join(' / ')} ms, median ${drag.stepP95.toFixed(1)} ms`);
  return [
    { kind: 'idle', elements: count, label, runs: idleRuns, median: medianStats(idleRuns) },
    { kind: 'drag', elements: count, label, runs: dragRuns, median: drag },
  ];
}

async function readClipart(baseUrl: string): Promise<ClipartEntry[]> {
  const response = await fetch(`${baseUrl}/assets/clipart_list.json`);
  if (!response.ok) throw new Error(`clipart_list.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('clipart_list.json is not a list');
  return body.filter((entry): entry is ClipartEntry => typeof entry === 'object' && entry !== null && typeof entry.filename === 'string' && typeof entry.category === 'string');
}

async function runScenarios(browser: Browser, server: AppServer): Promise<ScenarioResult[]> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport });
  await acceptCookies(context, server.baseUrl);
  await context.addInitScript({ content: nameShimScript });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${response.status()} ${response.url()}`);
  });

  await signUpAndOpenEditor(page);
  const template: LayoutTemplate = await readTemplateFromAutosave(page);
  const clipart = await readClipart(server.baseUrl);
  console.log(`template ${template.path}: ${template.width}×${template.height} px; viewport ${viewport.width}×${viewport.height}; ${dragSteps} moves per drag`);

  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    // Parsing with the app's schema guarantees the editor accepts the seed.
    const document = LayoutDocument.parse({ schemaVersion: 1, template, elements: createDragDocumentElements(scenario.elements, template, clipart) });
    results.push(...(await measureScenario(browser, page, document, scenario)));
  }
  if (problems.length > 0) console.log(`page problems during the run (${problems.length}): ${problems.slice(0, 3).join(' | ')}`);
  await context.close();
  return results;
}

// ---------- printing ----------

function formatMs(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–';
}

function formatRatio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '–';
}

function printTable(results: readonly ScenarioResult[]): void {
  const baseline = results.find((r) => r.kind === 'drag' && r.label === '1')?.median.stepP95 ?? Number.NaN;
  const columns: [string, number][] = [
    ['scenario', 8],
    ['elements', 12],
    ['steps', 5],
    ['step p50', 9],
    ['step p95', 9],
    ['÷16.7ms', 7],
    ['÷drag@1', 7],
    ['cpu p95', 9],
    ['frames', 6],
    ['intv p50', 9],
    ['intv p95', 9],
    ['÷idle', 5],
  ];
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i]?.[1] ?? 0) : cell.padStart(columns[i]?.[1] ?? 0))).join('  ');
  const header = line(columns.map(([title]) => title));
  console.log(header);
  console.log('-'.repeat(header.length));
  for (const result of results) {
    const m = result.median;
    const idle = results.find((r) => r.kind === 'idle' && r.label === result.label)?.median.intervalP95 ?? Number.NaN;
    console.log(
      line([
        result.kind,
        result.label,
        result.kind === 'drag' ? String(Math.round(m.steps)) : '–',
        formatMs(m.stepP50),
        formatMs(m.stepP95),
        formatRatio(m.stepP95 / frameBudgetMs),
        formatRatio(m.stepP95 / baseline),
        formatMs(m.cpuP95),
        String(Math.round(m.frames)),
        formatMs(m.intervalP50),
        formatMs(m.intervalP95),
        formatRatio(m.intervalP95 / idle),
      ]),
    );
  }
  console.log('');
  console.log(`step: main-thread busy time per pointer move (wall; cpu: the thread's CPU time), from a Chrome trace; intv: requestAnimationFrame interval.`);
  console.log(`medians over ${runsPerScenario} runs; ÷16.7ms: against the 60 Hz frame budget; ÷drag@1: against the same drag with 1 element; ÷idle: against the same page at rest.`);
  for (const result of results.filter((r) => r.kind === 'drag')) {
    const p95 = result.median.stepP95;
    const share = result.elements === 100 ? targetBudgetShare : result.elements === 300 ? 1 : null;
    const target = share === null ? '' : ` (target ≤ ${share.toFixed(2)}: ${p95 / frameBudgetMs <= share ? 'met' : 'not met'})`;
    console.log(
      `drag with ${result.label.padStart(12)} elements: p95 ${formatMs(p95)} = ${formatRatio(p95 / frameBudgetMs)} × 16.7 ms${target}, ${formatRatio(p95 / baseline)} × the 1-element drag`,
    );
  }
}

// ---------- main ----------

async function main(): Promise<void> {
  if (!existsSync('dist/server/server.js')) throw new Error('dist/server/server.js is missing: run `npm run build` first');
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (scripts/ensure-chromium.sh installs it; or set CHROMIUM_PATH)`);

  const server = await createBenchServer();
  let browser: Browser | undefined;
  try {
    await server.start();
    browser = await chromium.launch({ executablePath, args: chromiumArgs });
    console.log(`editor drag benchmark: Chromium ${browser.version()} headless, ${runsPerScenario} runs per scenario`);
    const results = await runScenarios(browser, server);
    console.log('');
    printTable(results);
  } finally {
    await browser?.close();
    await server.dispose();
  }
}

await runBench('editor drag', main);
