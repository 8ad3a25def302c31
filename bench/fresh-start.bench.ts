/**
 * Benchmark: how long a newcomer waits, from `npm ci && npm start` on a fresh clone to the first
 * `200` of GET /api/health (README, "Quick start").
 *
 * The repository's committed HEAD is cloned (`git clone --local`) into a temporary folder, so
 * there is no node_modules, dist, generated assets (public/assets, template-originals) or data;
 * uncommitted changes are not in it. There it runs `npm ci`, then `npm start` with PORT a free
 * port, HOST 127.0.0.1 and DATA_DIR a folder of its own, and polls /api/health every 200 ms.
 * Both use the caller's Node: the folder of the node running this script goes first on PATH
 * (and the npm found there, or on PATH, runs on it). Printed: the phases (npm ci; `npm start`'s
 * build, up to the start of the server's own node process, which Linux's /proc tells; the server's
 * start to the first 200) and the whole wait. Then the server's process group is stopped
 * (SIGTERM, then SIGKILL) and the folder removed, also when a phase fails or times out, or the
 * benchmark is interrupted.
 *
 * npm's cache is the machine's, as it is (a second install on a machine); with
 * FRESH_START_EMPTY_NPM_CACHE=1 an empty one in the temporary folder, as on a new machine (every
 * package downloaded). FRESH_START_KEEP=1 keeps the folder and its logs.
 * Per the team rule it prints and asserts nothing; it exits non-zero only when it could not run
 * (a clone, an install or a start that failed or timed out).
 * Run: npm run bench (or: npx tsx bench/fresh-start.bench.ts)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../e2e/support/app-server.js';
import { GroupProcess } from './support/process-group.js';
import { findProcessStart } from './support/process-start-time.js';
import { runBench } from './support/run-bench.js';

const installTimeoutMs = 20 * 60_000;
const startTimeoutMs = 30 * 60_000;
const serverScript = 'dist/server/server.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The caller's environment without what an enclosing `npm run` adds, the caller's node first on PATH. */
function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) && key !== 'INIT_CWD') env[key] = value;
  env['PATH'] = [path.dirname(process.execPath), process.env['PATH'] ?? ''].join(path.delimiter);
  return { ...env, ...extra };
}

function git(args: readonly string[], cwd: string): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

function lastLines(file: string, count: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Runs a phase to its end; past the timeout its whole process group is killed. */
async function runPhase(label: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; timeoutMs: number }, track: (process: GroupProcess | null) => void): Promise<number> {
  const started = Date.now();
  const phase = new GroupProcess(command, args, options);
  track(phase);
  const timer = setTimeout(() => phase.killNow('SIGKILL'), options.timeoutMs);
  try {
    const { code, signal } = await phase.exited;
    if (code !== 0) {
      const why = signal === null ? `exit code ${code}` : Date.now() - started >= options.timeoutMs ? `timed out after ${minutes(options.timeoutMs)}` : `signal ${signal}`;
      throw new Error(`${label} failed (${why}); the end of its log:\n${lastLines(options.logFile, 30)}`);
    }
    return Date.now() - started;
  } finally {
    clearTimeout(timer);
    await phase.stop(1_000);
    track(null);
  }
}

/** Polls the health route until it answers 200; fails when the start ends or times out first. */
async function waitForHealth(server: GroupProcess, url: string, timeoutMs: number, logFile: string): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isRunning) throw new Error(`npm start ended (exit code ${server.child.exitCode}) before /api/health answered 200; the end of its log:\n${lastLines(logFile, 30)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return Date.now();
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`no 200 from /api/health within ${minutes(timeoutMs)}; the end of the log:\n${lastLines(logFile, 30)}`);
}

async function main(): Promise<void> {
  const repository = git(['rev-parse', '--show-toplevel'], process.cwd());
  const head = git(['rev-parse', 'HEAD'], repository);
  const isDirty = git(['status', '--porcelain', '--untracked-files=no'], repository) !== '';
  const npmCommand = existsSync(path.join(path.dirname(process.execPath), 'npm')) ? path.join(path.dirname(process.execPath), 'npm') : 'npm';
  const emptyCache = process.env['FRESH_START_EMPTY_NPM_CACHE'] === '1';
  const keep = process.env['FRESH_START_KEEP'] === '1';

  const folder = mkdtempSync(path.join(tmpdir(), 'cornice-fresh-start-'));
  const clone = path.join(folder, 'cornice');
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'fresh-start.log');
  let running: GroupProcess | null = null;
  const track = (process: GroupProcess | null) => (running = process);
  const cleanUp = () => {
    running?.killNow('SIGKILL');
    if (!keep) rmSync(folder, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`fresh start benchmark interrupted (${signal}): stopping and cleaning up`);
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const cloneStarted = Date.now();
    git(['clone', '--quiet', '--local', '--no-checkout', repository, clone], folder);
    git(['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--detach', head], clone);
    const cloneMs = Date.now() - cloneStarted;
    const subject = git(['log', '-1', '--format=%h %s'], clone);
    mkdirSync(dataDir);
    const port = await findFreePort();
    const env = childEnvironment({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(emptyCache ? { npm_config_cache: path.join(folder, 'npm-cache') } : {}),
    });
    const npmVersion = execFileSync(npmCommand, ['--version'], { env, encoding: 'utf8' }).trim();
    const load = loadavg().map((value) => value.toFixed(1)).join(', ');
    console.log(`fresh start benchmark: Node ${process.version} (${process.execPath}), npm ${npmVersion}; ${availableParallelism()} cores, load average ${load}`);
    console.log(`  clone of ${subject.length > 72 ? `${subject.slice(0, 71)}…` : subject} into ${clone}${isDirty ? ' (uncommitted changes of the working tree are not in it)' : ''}: ${seconds(cloneMs)}, not counted`);
    console.log(`  npm cache: ${emptyCache ? 'empty (every package downloaded)' : "the machine's, as it is (FRESH_START_EMPTY_NPM_CACHE=1: an empty one)"}`);

    const ciStarted = Date.now();
    const ciMs = await runPhase('npm ci', npmCommand, ['ci'], { cwd: clone, env, logFile, timeoutMs: installTimeoutMs }, track);
    console.log(`  npm ci:                                        ${seconds(ciMs).padStart(8)}`);

    const startStarted = Date.now();
    const server = new GroupProcess(npmCommand, ['start'], { cwd: clone, env, logFile });
    track(server);
    try {
      const healthyAt = await waitForHealth(server, `http://127.0.0.1:${port}/api/health`, startTimeoutMs, logFile);
      const serverStarted = findProcessStart(server.groupId, serverScript);
      if (serverStarted === null) {
        console.log(`  npm start → first 200 (build and server start; no /proc to tell them apart): ${seconds(healthyAt - startStarted).padStart(8)}`);
      } else {
        console.log(`  npm start → its server's node process (build): ${seconds(serverStarted - startStarted).padStart(8)}  (assets, client and SSR bundles, server)`);
        console.log(`  server's start → first 200 of /api/health:    ${seconds(healthyAt - serverStarted).padStart(8)}`);
      }
      const total = healthyAt - ciStarted;
      console.log(`  npm ci && npm start → first 200:              ${seconds(total).padStart(8)}  (${minutes(total)})`);
    } finally {
      await server.stop();
      track(null);
    }
  } finally {
    cleanUp();
    if (keep) console.log(`  kept: ${folder} (log: ${logFile})`);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

await runBench('fresh start', main);
