/**
 * Benchmark: the public reads a catalogue page makes (GET /api/get-operator-data,
 * GET /assets/templates.json) and a webhook delivered 10 times at once, measured with autocannon
 * on loopback against a bare node:http server answering a small JSON in the same run. Prints the
 * requests per second as a ratio to the bare server's (target ≥ 0.3), the p99 latency at a fixed
 * 2,000 requests per second (target ≤ 50 ms) and the webhook's p99 under 10 concurrent
 * duplicates (target ≤ 100 ms). The servers run in a child process (bench/support/api-bench-server.ts).
 * Run: npm run bench (or npx tsx bench/api.bench.ts)
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { BenchTargets } from './support/api-bench-server.js';

const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/api-bench-server.ts'], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'silent' } });
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const targets = JSON.parse(firstLine) as BenchTargets;

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ connections: 10, ...(options.amount === undefined ? { duration: 5 } : {}), ...options });
}

/**
 * Requests per second of a target ÷ the bare server's, measured in alternating 2 s rounds so that
 * both see the same load from whatever else runs on the machine; the median round is reported.
 */
async function ratioToBare(label: string, url: string, headers: Record<string, string>): Promise<number> {
  await cannon({ url, headers, duration: 1 });
  const rounds: { bare: number; target: number }[] = [];
  for (let round = 0; round < 5; round += 1) {
    const bare = await cannon({ url: targets.bareUrl, duration: 2 });
    const target = await cannon({ url, headers, duration: 2 });
    if (target.non2xx > 0 || target.errors > 0) throw new Error(`${label}: ${target.non2xx} non-2xx answers, ${target.errors} errors`);
    rounds.push({ bare: bare.requests.average, target: target.requests.average });
  }
  rounds.sort((a, b) => a.target / a.bare - b.target / b.bare);
  const median = rounds[Math.floor(rounds.length / 2)] ?? { bare: 1, target: 0 };
  console.log(`${label.padEnd(36)} ${median.target.toFixed(0).padStart(7)} req/s   bare ${median.bare.toFixed(0).padStart(7)} req/s (median of ${rounds.length} rounds)`);
  return median.target / median.bare;
}

async function p99AtFixedRate(label: string, url: string, headers: Record<string, string>): Promise<number> {
  const result = await cannon({ url, headers, overallRate: 2_000 });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  console.log(`${label.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms (at 2,000 req/s)`);
  return result.latency.p99;
}

const verdict = (isMet: boolean) => (isMet ? 'met' : 'MISSED');

try {
  const operatorUrl = `${targets.appUrl}/api/get-operator-data?userId=${encodeURIComponent(targets.operatorId)}`;
  const templatesUrl = `${targets.appUrl}/assets/templates.json`;
  const operator = await ratioToBare('GET /api/get-operator-data', operatorUrl, browserHeaders);
  const templates = await ratioToBare('GET /assets/templates.json', templatesUrl, browserHeaders);
  const operatorP99 = await p99AtFixedRate('GET /api/get-operator-data', operatorUrl, browserHeaders);
  const templatesP99 = await p99AtFixedRate('GET /assets/templates.json', templatesUrl, browserHeaders);
  const webhook = await cannon({
    url: `${targets.appUrl}/api/webhooks/stripe`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': targets.webhook.signature },
    body: targets.webhook.body,
    amount: 2_000,
  });
  if (webhook.non2xx > 0 || webhook.errors > 0) throw new Error(`webhook: ${webhook.non2xx} non-2xx answers, ${webhook.errors} errors`);
  console.log(`${'POST /api/webhooks/stripe (10 dup.)'.padEnd(36)} ${webhook.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(webhook.latency.p99).padStart(4)} ms`);

  console.log('');
  console.log(`ratio operator data to bare:   ${operator.toFixed(2)} (target ≥ 0.3: ${verdict(operator >= 0.3)})`);
  console.log(`ratio templates.json to bare:  ${templates.toFixed(2)} (target ≥ 0.3: ${verdict(templates >= 0.3)})`);
  console.log(`p99 operator data at 2,000/s:  ${operatorP99} ms (target ≤ 50: ${verdict(operatorP99 <= 50)})`);
  console.log(`p99 templates.json at 2,000/s: ${templatesP99} ms (target ≤ 50: ${verdict(templatesP99 <= 50)})`);
  console.log(`p99 webhook, 10 duplicates:    ${webhook.latency.p99} ms (target ≤ 100: ${verdict(webhook.latency.p99 <= 100)})`);
} finally {
  child.stdin?.end();
}
