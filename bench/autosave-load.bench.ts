/**
 * Benchmark: capacity under honest load. Simulated operators each save a 100-element layout
 * every 1.2 s (PUT /api/layouts/:id, a JPEG thumbnail with every eighth save, about every 10 s,
 * as the editor does), over loopback HTTP against the app in a process of its own. The number
 * of operators doubles until the save p95 passes 100 ms or the server starts refusing; it prints
 * the largest number held with p95 ≤ 100 ms, then runs twice and four times that many and prints what happens
 * past it: how many saves were answered 503 with Retry-After, and whether every save survived
 * (a refused save is retried after Retry-After, as the editor does; at the end each layout's
 * revision and document must be those of its last acknowledged save). On PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set. Figures from a loaded machine are not results.
 * Run: npx tsx bench/autosave-load.bench.ts (BENCH_SECONDS per level, BENCH_MAX_OPERATORS)
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { LayoutRecord } from '../src/shared/api/layouts.js';
import { createSampleLayout, sampleLayoutDocument } from '../src/server/test-support/layout-kit.js';
import { createTestApp, testPublicUrl } from '../src/server/test-support/test-app.js';
import { TestOperator } from '../src/server/test-support/test-operator.js';

interface Fixture {
  url: string;
  operators: { cookie: string; layoutId: string }[];
}

interface LevelResult {
  operators: number;
  saves: number;
  p95Ms: number;
  refused: number;
  withRetryAfter: number;
  lost: number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const maxOperators = Number(process.env.BENCH_MAX_OPERATORS ?? 256);
const saveEveryMs = 1200;
const thumbnailEvery = 8;
const targetP95Ms = 100;

/** Setting up hundreds of accounts stalls the loop past the guard now and then: try again. */
async function retryingOverload<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(1500);
    }
  }
}

async function serve(): Promise<void> {
  const t = await createTestApp({
    RATE_LIMIT_LAYOUT_WRITES_PER_MINUTE: '100000',
    // Hundreds of sign-ups from one address set the fixture up: not what is measured.
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_ACCOUNT_POST_PER_MINUTE: '100000',
    // The production default, which tests turn off.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '1000',
    LOG_LEVEL: 'silent',
  });
  const operators: Fixture['operators'] = [];
  for (let index = 0; index < maxOperators; index += 1) {
    const operator = await retryingOverload(() => TestOperator.signUp(t.app));
    const layout = await retryingOverload(() => createSampleLayout(t.app, operator, { document: sampleLayoutDocument({ texts: 100 }) }));
    operators.push({ cookie: operator.browser.jar.header(), layoutId: layout.id });
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const fixture: Fixture = { url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, operators };
  process.stdout.write(`FIXTURE ${JSON.stringify(fixture)}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void t.close().then(() => process.exit(0)));
}

function startServer(databaseKind: 'pglite' | 'postgres'): Promise<{ fixture: Fixture; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), 'serve'], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, TEST_DB_KIND: databaseKind },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Only a whole line: hundreds of operators' cookies come in several chunks.
      const line = output.split('\n').slice(0, -1).find((candidate) => candidate.startsWith('FIXTURE '));
      if (line !== undefined) resolve({ fixture: JSON.parse(line.slice('FIXTURE '.length)) as Fixture, stop: () => child.stdin.end() });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a layout as the editor does: an overloaded server's 503 is tried again after its Retry-After. */
async function readLayout(url: string, headers: Record<string, string>, counts: { refused: number; withRetryAfter: number }): Promise<LayoutRecord> {
  for (;;) {
    const response = await fetch(url, { headers });
    if (response.status !== 503) return LayoutRecord.parse(await response.json());
    await response.arrayBuffer();
    counts.refused += 1;
    const retryAfter = Number(response.headers.get('retry-after'));
    if (retryAfter > 0) counts.withRetryAfter += 1;
    await sleep((retryAfter > 0 ? retryAfter : 1) * 1000);
  }
}

async function simulateOperator(fixture: Fixture, index: number, thumbnail: string, until: number, latencies: number[], counts: { refused: number; withRetryAfter: number }): Promise<number> {
  const operator = fixture.operators[index];
  if (operator === undefined) throw new Error('not enough operators');
  const headers = { cookie: operator.cookie, origin: testPublicUrl, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  const stored = await readLayout(`${fixture.url}/api/layouts/${operator.layoutId}`, headers, counts);
  let revision = stored.revision;
  let lastMarker = '';
  let lost = 0;
  await sleep(Math.random() * saveEveryMs);
  for (let save = 0; Date.now() < until; save += 1) {
    const marker = `Operatore ${index} salvataggio ${save}`;
    const body = JSON.stringify({ baseRevision: revision, document: sampleLayoutDocument({ texts: 100, marker }), ...(save % thumbnailEvery === 0 ? { thumbnail } : {}) });
    const tick = Date.now();
    for (;;) {
      const started = performance.now();
      const response = await fetch(`${fixture.url}/api/layouts/${operator.layoutId}`, { method: 'PUT', headers, body });
      const elapsed = performance.now() - started;
      const answer = (await response.json()) as { revision?: number };
      if (response.status === 200 && answer.revision !== undefined) {
        latencies.push(elapsed);
        revision = answer.revision;
        lastMarker = marker;
        break;
      }
      if (response.status !== 503) throw new Error(`save answered ${response.status}: ${JSON.stringify(answer)}`);
      counts.refused += 1;
      const retryAfter = Number(response.headers.get('retry-after'));
      if (retryAfter > 0) counts.withRetryAfter += 1;
      await sleep((retryAfter > 0 ? retryAfter : 1) * 1000);
    }
    await sleep(Math.max(0, tick + saveEveryMs - Date.now()));
  }
  const final = await readLayout(`${fixture.url}/api/layouts/${operator.layoutId}`, headers, counts);
  if (final.revision !== revision || (lastMarker !== '' && !JSON.stringify(final.document).includes(lastMarker))) lost += 1;
  return lost;
}

async function runLevel(fixture: Fixture, operators: number, thumbnail: string): Promise<LevelResult> {
  const latencies: number[] = [];
  const counts = { refused: 0, withRetryAfter: 0 };
  const until = Date.now() + seconds * 1000;
  const lost = await Promise.all(Array.from({ length: operators }, (_, index) => simulateOperator(fixture, index, thumbnail, until, latencies, counts)));
  const sorted = latencies.sort((a, b) => a - b);
  const p95Ms = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
  return { operators, saves: latencies.length, p95Ms, ...counts, lost: lost.reduce((sum, value) => sum + value, 0) };
}

function describe(result: LevelResult): string {
  return `${result.operators} operators: ${result.saves} saves, p95 ${result.p95Ms.toFixed(1)} ms, ${result.refused} × 503 (${result.withRetryAfter} with Retry-After), ${result.lost} layouts not as last acknowledged`;
}

async function runOn(databaseKind: 'pglite' | 'postgres', thumbnail: string): Promise<void> {
  const { fixture, stop } = await startServer(databaseKind);
  try {
    let held: LevelResult | undefined;
    let past: LevelResult | undefined;
    for (let operators = 1; operators <= maxOperators; operators *= 2) {
      const result = await runLevel(fixture, operators, thumbnail);
      console.log(`[${databaseKind}] ${describe(result)}`);
      if (result.p95Ms > targetP95Ms || result.refused > 0) {
        past = result;
        break;
      }
      held = result;
    }
    console.log(`[${databaseKind}] largest number held with save p95 ≤ ${targetP95Ms} ms: ${held === undefined ? 'none' : held.operators}`);
    if (past === undefined && held !== undefined && held.operators * 2 <= maxOperators) past = await runLevel(fixture, held.operators * 2, thumbnail);
    console.log(`[${databaseKind}] past it: ${past === undefined ? `not reached within ${maxOperators} operators` : describe(past)}`);
    // Far past it: four times what was held, where a queue without bound would show.
    if (held !== undefined && held.operators * 4 <= maxOperators) console.log(`[${databaseKind}] far past it: ${describe(await runLevel(fixture, held.operators * 4, thumbnail))}`);
  } finally {
    stop();
  }
}

if (process.argv[2] === 'serve') {
  await serve();
} else {
  const jpeg = await sharp({ create: { width: 400, height: 267, channels: 3, background: '#c8a2c8' } }).jpeg({ quality: 80 }).toBuffer();
  const thumbnail = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  await runOn('pglite', thumbnail);
  if (process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '') await runOn('postgres', thumbnail);
}
