/**
 * Benchmark: what hostile requests cost everyone else. For each attack, the worst event-loop
 * stall (p100 of monitorEventLoopDelay) while five of them are sent one after another, as a
 * ratio to the same measure for an ordinary request to that route (target ≤ 2; each side the
 * median of three rounds, taken in turn); then the p99
 * of GET /api/health while four clients send that attack in a loop for 3 s (target ≤ 50 ms).
 * The server listens on loopback in this process, so the monitor sees its event loop; the four
 * attackers run in a worker thread of their own, so building and sending their bodies is not in
 * the server's figures (the stall measure's five sends run here, the same for both sides).
 * Figures from a loaded machine are not results: rerun on an idle one.
 * Run: npx tsx bench/hostile-input.bench.ts
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { connect } from 'node:net';
import { solveCatalogProof } from '../src/server/test-support/catalog-proof.js';
import { ttfWithHugeCharacterRange, ttfWithHugeNameTable } from '../src/server/test-support/hostile-fonts.js';
import { slowFilterSvg, useBombSvg } from '../src/server/test-support/hostile-svgs.js';
import { readFontsourceFile, unwrapWoff } from '../src/server/test-support/test-fonts.js';
import { createOperatorObjects, fixtureTemplate } from '../src/server/test-support/operator-fixture.js';
import { createTestApp, testPublicUrl } from '../src/server/test-support/test-app.js';
import { TestOperator } from '../src/server/test-support/test-operator.js';
import { createTestPng } from '../src/server/test-support/test-png.js';
import { giveAnnualPlan } from '../src/server/test-support/upload-kit.js';
import { sampleLayoutDocument } from '../src/server/test-support/layout-kit.js';

interface Sent {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  cookie?: boolean;
  /** Sent as another operator than the attacker: the victim of the slow bodies. */
  asVictim?: boolean;
}

interface Attack {
  name: string;
  hostile: () => Sent;
  ordinary: () => Promise<Sent>;
}

const high = '1000000';
const t = await createTestApp(
  {
    RATE_LIMIT_LOGIN_PER_MINUTE: high,
    RATE_LIMIT_PUBLIC_POST_PER_MINUTE: high,
    RATE_LIMIT_ACCOUNT_POST_PER_MINUTE: high,
    RATE_LIMIT_DRAFTS_PER_MINUTE: high,
    RATE_LIMIT_PUBLIC_GET_PER_MINUTE: high,
    RATE_LIMIT_CONTACT_PER_MINUTE: high,
    CATALOG_REQUESTS_PER_OPERATOR_HOUR: high,
    CATALOG_REQUESTS_PER_NETWORK_HOUR: high,
  },
  { builtInTemplates: [fixtureTemplate] },
);
const operator = await TestOperator.signUp(t.app);
const victim = await TestOperator.signUp(t.app);
await giveAnnualPlan(t.database.db, operator.userId);
const objects = await createOperatorObjects(t.database.db, operator, await createTestPng(24, 36));
await t.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

const catalogBody = (phone: string, proof?: string) =>
  JSON.stringify({
    operatorId: operator.userId,
    template: { displayName: 'Balloons Party', original: fixtureTemplate.original, preview: fixtureTemplate.preview },
    formData: { names: 'Anna e Marco', eventDate: '1 giugno', city: 'Roma', otherText: '', email: 'a@example.test', phone },
    ...(proof === undefined ? {} : { proof }),
  });
const nestedArrays = (bytes: number) => `${'['.repeat(bytes / 2)}${']'.repeat(bytes / 2)}`;
const lobsterWoff2 = readFontsourceFile('lobster', 'lobster-latin-400-normal.woff2');
const pacificoTtf = unwrapWoff(readFontsourceFile('pacifico', 'pacifico-latin-400-normal.woff'));
const fontBody = (bytes: Buffer) => JSON.stringify({ file: bytes.toString('base64') });
const logoBody = (svg: Buffer | string) => JSON.stringify({ logoBase64: Buffer.from(svg).toString('base64'), logoType: 'image/svg+xml' });
const brandSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="300" viewBox="0 0 300 100"><defs><linearGradient id="g"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#2a6f97"/></linearGradient><path id="p" d="M0 0 C10 -20 30 -20 40 0 C30 20 10 20 0 0 Z"/></defs><rect width="300" height="100" rx="14" fill="url(#g)"/><use href="#p" x="30" y="50" fill="#fff"/><circle cx="220" cy="50" r="30" fill="none" stroke="#fff" stroke-width="6"/></svg>`;

const attacks: Attack[] = [
  {
    name: 'catalogue phone, +39 and 60 000 digits and x',
    hostile: () => ({ method: 'POST', path: '/api/save-catalog-request', body: catalogBody(`+39${'1'.repeat(60_000)}x`) }),
    ordinary: async () => ({ method: 'POST', path: '/api/save-catalog-request', body: catalogBody('+39 333 1234567', await solveCatalogProof(t.app)) }),
  },
  {
    name: 'client answer, 150 KB repeated draft id',
    hostile: () => ({ method: 'POST', path: '/api/update-request-from-client', body: JSON.stringify({ operatorId: operator.userId, draftId: 'a-'.repeat(75_000), action: 'approve' }) }),
    ordinary: async () => ({ method: 'POST', path: '/api/update-request-from-client', body: JSON.stringify({ operatorId: operator.userId, draftId: objects.draftId, action: 'approve' }) }),
  },
  {
    name: 'layout save, 8 MB of nested arrays (visitor)',
    hostile: () => ({ method: 'PUT', path: `/api/layouts/${objects.layoutId}`, body: `{"baseRevision":1,"document":${nestedArrays(8_000_000)}}` }),
    ordinary: async () => ({ method: 'PUT', path: `/api/layouts/${objects.layoutId}`, body: JSON.stringify({ baseRevision: 1, force: true, document: sampleLayoutDocument({ marker: 'Bench' }) }), cookie: true }),
  },
  {
    name: 'layout save, 64 000-deep document (operator)',
    hostile: () => ({ method: 'PUT', path: `/api/layouts/${objects.layoutId}`, body: `{"baseRevision":1,"force":true,"document":{"elements":${nestedArrays(128_000)}}}`, cookie: true }),
    ordinary: async () => ({ method: 'PUT', path: `/api/layouts/${objects.layoutId}`, body: JSON.stringify({ baseRevision: 1, force: true, document: sampleLayoutDocument({ marker: 'Bench' }) }), cookie: true }),
  },
  {
    name: 'brand font, 160-byte TTF of 2^31 characters',
    hostile: () => ({ method: 'POST', path: '/api/brand-fonts', body: fontBody(ttfWithHugeCharacterRange()), cookie: true }),
    ordinary: async () => ({ method: 'POST', path: '/api/brand-fonts', body: fontBody(lobsterWoff2), cookie: true }),
  },
  {
    name: 'brand font, name table of gigabytes',
    hostile: () => ({ method: 'POST', path: '/api/brand-fonts', body: fontBody(ttfWithHugeNameTable(pacificoTtf)), cookie: true }),
    ordinary: async () => ({ method: 'POST', path: '/api/brand-fonts', body: fontBody(lobsterWoff2), cookie: true }),
  },
  {
    name: 'SVG logo, nested <use> bomb',
    hostile: () => ({ method: 'POST', path: '/api/upload-logo', body: logoBody(useBombSvg()), cookie: true }),
    ordinary: async () => ({ method: 'POST', path: '/api/upload-logo', body: logoBody(brandSvg), cookie: true }),
  },
  {
    name: 'SVG logo, slow filters within every bound',
    hostile: () => ({ method: 'POST', path: '/api/upload-logo', body: logoBody(slowFilterSvg()), cookie: true }),
    ordinary: async () => ({ method: 'POST', path: '/api/upload-logo', body: logoBody(brandSvg), cookie: true }),
  },
  {
    name: 'login, returnTo of 2 000 dot segments',
    hostile: () => ({ method: 'GET', path: `/auth/login?returnTo=${encodeURIComponent(`/${'./'.repeat(2_000)}/evil.example`)}` }),
    ordinary: async () => ({ method: 'GET', path: '/auth/login?returnTo=%2Fdashboard' }),
  },
  {
    name: 'contact form, 1 MB message',
    hostile: () => ({ method: 'POST', path: '/api/contact', body: JSON.stringify({ name: 'Marta', email: 'marta@example.test', subject: 'general', message: 'x'.repeat(1_000_000) }) }),
    ordinary: async () => ({ method: 'POST', path: '/api/contact', body: JSON.stringify({ name: 'Marta', email: 'marta@example.test', subject: 'general', message: 'Ciao' }) }),
  },
];

function headersFor(request: Sent): Record<string, string> {
  const headers: Record<string, string> = { origin: testPublicUrl, 'sec-fetch-site': 'same-origin' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.cookie === true) headers.cookie = (request.asVictim === true ? victim : operator).browser.jar.header();
  return headers;
}

/**
 * A client thread with its own connection pool: 'once' sends the requests one after another and
 * answers their statuses; 'loop' has four clients send the first request until told to stop.
 */
const clientSource = `
const { workerData, parentPort } = require('node:worker_threads');
const { mode, requests } = workerData;
const send = async ({ url, init }) => {
  const response = await fetch(url, init).catch(() => undefined);
  await response?.arrayBuffer().catch(() => undefined);
  return response?.status ?? 0;
};
if (mode === 'once') {
  (async () => { const statuses = []; const started = performance.now(); for (const request of requests) statuses.push(await send(request)); parentPort.postMessage({ statuses, ms: performance.now() - started }); })();
} else {
  let running = true;
  parentPort.on('message', () => { running = false; });
  const one = async () => { while (running) await send(requests[0]); };
  Promise.all([one(), one(), one(), one()]).then(() => parentPort.postMessage({ statuses: [], ms: 0 }));
}
`;

interface Answered {
  statuses: number[];
  ms: number;
}

function clientThread(mode: 'once' | 'loop', requests: Sent[]): { worker: Worker; answered: Promise<Answered> } {
  const worker = new Worker(clientSource, {
    eval: true,
    workerData: { mode, requests: requests.map((request) => ({ url: `${base}${request.path}`, init: { method: request.method, headers: headersFor(request), body: request.body, redirect: 'manual' } })) },
  });
  const answered = new Promise<Answered>((resolve) => worker.once('message', (answer: Answered) => void worker.terminate().then(() => resolve(answer))));
  return { worker, answered };
}

/** The worst event-loop stall, in ms, while `requests` are sent one after another from the client thread. */
async function worstStall(requests: Sent[]): Promise<{ ms: number; statuses: number[]; elapsedMs: number }> {
  const client = clientThread('once', requests);
  await new Promise((resolve) => client.worker.once('online', resolve));
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const answer = await client.answered;
  histogram.disable();
  return { ms: histogram.max / 1e6, statuses: answer.statuses, elapsedMs: answer.ms };
}

function medianStall<T extends { ms: number }>(rounds: T[]): T {
  const sorted = [...rounds].sort((a, b) => a.ms - b.ms);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no rounds');
  return middle;
}

async function healthP99During(attack: Attack, seconds: number): Promise<{ p99: number; failed: number }> {
  const attackers = clientThread('loop', [attack.hostile()]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const latencies: number[] = [];
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    const ok = await fetch(`${base}/api/health`).then((response) => response.arrayBuffer()).then(() => true, () => false);
    if (ok) latencies.push(performance.now() - started);
    else failed += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  attackers.worker.postMessage('stop');
  await attackers.answered;
  latencies.sort((a, b) => a - b);
  return { p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Number.NaN, failed };
}

const rows: string[] = [];
for (const attack of attacks) {
  // Three rounds, ordinary and hostile in turn: a stall of a few ms is at the mercy of one GC
  // pause, so each side's figure is the median of its three rounds' worst stalls.
  const ordinaryRounds = [];
  const hostileRounds = [];
  for (let round = 0; round < 3; round += 1) {
    ordinaryRounds.push(await worstStall(await Promise.all(Array.from({ length: 5 }, () => attack.ordinary()))));
    hostileRounds.push(await worstStall(Array.from({ length: 5 }, () => attack.hostile())));
  }
  const ordinary = medianStall(ordinaryRounds);
  const hostile = medianStall(hostileRounds);
  const health = await healthP99During(attack, 3);
  rows.push(
    `${attack.name.padEnd(48)} stall ${hostile.ms.toFixed(1).padStart(7)} ms ÷ ordinary ${ordinary.ms.toFixed(1).padStart(6)} ms = ${(hostile.ms / ordinary.ms).toFixed(2).padStart(6)} (target ≤ 2)` +
      `   health p99 under 4 attackers ${health.p99.toFixed(1).padStart(7)} ms (target ≤ 50, ${health.failed} failed)   answers ${[...new Set(hostile.statuses)].join('/')} vs ${[...new Set(ordinary.statuses)].join('/')}`,
  );
  console.log(rows.at(-1));
}
/**
 * Ten sockets that declare a 1 MB draft and send a byte a second (visitors, then the attacking
 * operator): the victim, another operator, uploads five logos meanwhile. Printed: the worst
 * stall and the victim's five uploads' time, each ÷ the same with no slow bodies open.
 */
function openSlowBodies(withCookie: boolean): () => void {
  const port = (t.app.server.address() as AddressInfo).port;
  const cookie = withCookie ? `Cookie: ${operator.browser.jar.header()}\r\n` : '';
  const sockets = Array.from({ length: 10 }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(`POST /api/create-draft HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${testPublicUrl}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n${cookie}\r\n{`);
    return socket;
  });
  const drip = setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write(' ');
  }, 1000);
  return () => {
    clearInterval(drip);
    for (const socket of sockets) socket.destroy();
  };
}
const victimUploads = () => Array.from({ length: 5 }, (): Sent => ({ method: 'POST', path: '/api/upload-logo', body: logoBody(brandSvg), cookie: true, asVictim: true }));
const quiet = medianStall([await worstStall(victimUploads()), await worstStall(victimUploads()), await worstStall(victimUploads())]);
for (const withCookie of [false, true]) {
  const close = openSlowBodies(withCookie);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const during = medianStall([await worstStall(victimUploads()), await worstStall(victimUploads()), await worstStall(victimUploads())]);
  close();
  console.log(
    `${`10 slow 1 MB bodies (${withCookie ? 'an operator' : 'visitors'})`.padEnd(48)} stall ${during.ms.toFixed(1).padStart(7)} ms ÷ quiet ${quiet.ms.toFixed(1).padStart(6)} ms = ${(during.ms / quiet.ms).toFixed(2).padStart(6)}` +
      `   another operator's 5 logo uploads ${during.elapsedMs.toFixed(0)} ms ÷ quiet ${quiet.elapsedMs.toFixed(0)} ms = ${(during.elapsedMs / quiet.elapsedMs).toFixed(2)}   answers ${[...new Set(during.statuses)].join('/')}`,
  );
}
await t.close();
