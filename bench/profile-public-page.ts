/**
 * Diagnosis, not a benchmark: a CPU profile of one public page's load with the CPU 4x slower, on
 * the production build (`npm run build` first), its samples grouped by the outermost script on
 * the stack (a chunk's top level, a timer, React's scheduler), with the leaves that took the most
 * in each. What a trace shows as one "evaluate module" task is named here: the chunk whose top
 * level ran, and what it called into (e.g. another chunk's CommonJS body run on first require).
 * Time outside JavaScript (parse, compile, style, layout) is "(program)".
 * Run: npx tsx bench/profile-public-page.ts [/ | /abbonamenti | catalogo]
 */
import { chromium, type Browser } from '@playwright/test';
import { createBenchServer } from './support/bench-app-server.js';
import { createPublicOperator } from './support/public-operator.js';
import { requireBuildAndChromium } from './support/require-build-and-chromium.js';

/** The parts of the DevTools protocol's Profiler.Profile read here. */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const fileOf = (url: string) => url.split('/').pop() ?? url;
const frameName = (node: ProfileNode) => `${node.callFrame.functionName === '' ? '(top)' : node.callFrame.functionName} ${fileOf(node.callFrame.url)}`;

function printByOutermostScript(profile: CpuProfile, leavesShown: number): void {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const groups = new Map<string, Map<string, number>>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((sample, index) => {
    const leaf = nodes.get(sample);
    if (leaf === undefined) return;
    let outermost: ProfileNode = leaf;
    for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
      const node = nodes.get(id);
      if (node !== undefined && node.callFrame.url !== '') outermost = node;
    }
    const group = groups.get(frameName(outermost)) ?? new Map<string, number>();
    groups.set(frameName(outermost), group);
    const where = `${frameName(leaf)}:${leaf.callFrame.lineNumber}:${leaf.callFrame.columnNumber}`;
    group.set(where, (group.get(where) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  });
  const total = (group: Map<string, number>) => [...group.values()].reduce((sum, ms) => sum + ms, 0);
  for (const [name, group] of [...groups].sort((a, b) => total(b[1]) - total(a[1])).slice(0, 15)) {
    console.log(`${total(group).toFixed(1).padStart(8)} ms  ${name}`);
    for (const [where, ms] of [...group].sort((a, b) => b[1] - a[1]).slice(0, leavesShown)) console.log(`             ${ms.toFixed(1).padStart(6)} ${where}`);
  }
}

async function profileLoad(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  printByOutermostScript(profile, 6);
  await context.close();
}

async function main(): Promise<void> {
  const chromePath = requireBuildAndChromium();
  const which = process.argv[2] ?? 'catalogo';
  const server = await createBenchServer();
  let browser: Browser | undefined;
  try {
    await server.start();
    browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    const path = which === 'catalogo' ? `/catalogo/${encodeURIComponent(await createPublicOperator(browser, server.baseUrl))}` : which;
    console.log(`${path} (CPU 4x slower), CPU profile of the load, by outermost script:`);
    await profileLoad(browser, `${server.baseUrl}${path}`);
  } finally {
    await browser?.close();
    await server.dispose();
  }
}

await main();
