/**
 * Benchmark: 20 concurrent 5 MB create-draft uploads over loopback HTTP, with the upload gate at
 * its defaults (2 decoding, 8 waiting) and with it opened wide (20 slots), against one upload
 * alone as the baseline. Each scenario runs in a fresh child process, so one scenario's memory
 * high-water mark does not hide the next one's. Prints peak RSS growth as a ratio to the
 * upload's size and to the single upload, the 503 count and the wall time per stored upload.
 * Run: npx tsx bench/api-uploads.bench.ts
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { measurePeakRssGrowth } from '../src/server/test-support/measure-memory.js';
import { sendParallelDraftUploads } from '../src/server/test-support/parallel-uploads.js';
import { createTestApp, testPublicUrl } from '../src/server/test-support/test-app.js';
import { TestOperator } from '../src/server/test-support/test-operator.js';
import { createNoisePng } from '../src/server/test-support/upload-kit.js';

interface Scenario {
  name: string;
  count: number;
  concurrency: number;
  queueLimit: number;
}

interface Result {
  uploadBytes: number;
  peakGrowthBytes: number;
  created: number;
  busy: number;
  other: number;
  seconds: number;
}

const scenarios: Scenario[] = [
  { name: '1 upload (baseline)', count: 1, concurrency: 2, queueLimit: 8 },
  { name: '20 at once, gate 2 + 8 (defaults)', count: 20, concurrency: 2, queueLimit: 8 },
  { name: '20 at once, gate opened (20 + 0)', count: 20, concurrency: 20, queueLimit: 0 },
];

async function runScenario(scenario: Scenario): Promise<Result> {
  const t = await createTestApp({
    RATE_LIMIT_DRAFTS_PER_MINUTE: '1000',
    UPLOAD_CONCURRENCY: String(scenario.concurrency),
    UPLOAD_QUEUE_LIMIT: String(scenario.queueLimit),
  });
  try {
    const operator = await TestOperator.signUp(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const png = await createNoisePng(1300, 1300);
    global.gc?.();
    const started = process.hrtime.bigint();
    const { result, peakGrowthBytes } = await measurePeakRssGrowth(() =>
      sendParallelDraftUploads({ port, cookie: operator.browser.jar.header(), origin: testPublicUrl, png, count: scenario.count }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const created = result.filter((outcome) => outcome.status === 201).length;
    const busy = result.filter((outcome) => outcome.status === 503).length;
    return { uploadBytes: png.length, peakGrowthBytes, created, busy, other: result.length - created - busy, seconds };
  } finally {
    await t.close();
  }
}

function runChild(scenario: Scenario): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), JSON.stringify(scenario)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TEST_DB_KIND: 'pglite' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((candidate) => candidate.startsWith('RESULT '));
      if (code !== 0 || line === undefined) reject(new Error(`scenario ${scenario.name} failed (${code}): ${output}`));
      else resolve(JSON.parse(line.slice('RESULT '.length)) as Result);
    });
  });
}

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
const argument = process.argv[2];
if (argument !== undefined) {
  console.log(`RESULT ${JSON.stringify(await runScenario(JSON.parse(argument) as Scenario))}`);
} else {
  const results: Result[] = [];
  for (const scenario of scenarios) results.push(await runChild(scenario));
  const baseline = results[0];
  if (baseline === undefined) throw new Error('no baseline');
  console.log(`upload size ${mb(baseline.uploadBytes)} MB (PNG of random pixels, 1300 x 1300)`);
  scenarios.forEach((scenario, index) => {
    const result = results[index];
    if (result === undefined) return;
    const perStored = result.created === 0 ? NaN : result.seconds / result.created;
    console.log(
      `${scenario.name.padEnd(36)} stored ${String(result.created).padStart(2)}  503 ${String(result.busy).padStart(2)}  other ${result.other}` +
        `  peak RSS +${mb(result.peakGrowthBytes).padStart(6)} MB = ${(result.peakGrowthBytes / result.uploadBytes).toFixed(1).padStart(5)} × upload` +
        ` = ${(result.peakGrowthBytes / baseline.peakGrowthBytes).toFixed(2).padStart(5)} × baseline   ${(perStored / baseline.seconds).toFixed(2)} × baseline time per stored upload`,
    );
  });
}
