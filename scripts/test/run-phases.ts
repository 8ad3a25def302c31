import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { describeSlowest, playwrightTimes, readReport, vitestFileTimes } from './slowest-tests.js';

/**
 * `npm test` after the Node.js check: the phases as separate npm scripts, each timed, and the
 * times printed at the end (also when a phase fails, up to that phase) so a slow run says where
 * it went. Lint and typecheck each use one core, so on a 2-core machine they run side by side,
 * their output held back and printed whole when each ends; the rest run one after the other
 * with their output as it comes. Vitest and Playwright also write JSON reports, from which the
 * slowest test files and tests are listed above the times.
 */
interface Phase {
  name: string;
  script: string;
  args?: string[];
}

const vitestReport = '.tmp/vitest-report.json';
/** Where playwright.config.ts has its JSON reporter write. */
const playwrightReport = '.tmp/playwright-report.json';

const groups: Phase[][] = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'typecheck', script: 'typecheck' },
  ],
  [{ name: 'vitest', script: 'test:unit', args: ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`] }],
  [{ name: 'build', script: 'build' }],
  [{ name: 'playwright', script: 'test:e2e' }],
];

interface Timing {
  name: string;
  seconds: number;
  ok: boolean;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runPhase(phase: Phase, buffered: boolean): Promise<Timing> {
  const started = performance.now();
  return new Promise((resolve) => {
    const args = phase.args === undefined ? [] : ['--', ...phase.args];
    const child = spawn(npm, ['run', phase.script, ...args], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const finish = (ok: boolean) => {
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve({ name: phase.name, seconds: (performance.now() - started) / 1000, ok });
    };
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${String(error)}\n`));
      finish(false);
    });
    child.once('exit', (code) => finish(code === 0));
  });
}

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${Math.round(seconds % 60).toString().padStart(2, '0')}`;
}

function report(timings: Timing[], wallSeconds: number): void {
  const vitest = readReport(vitestReport) as Parameters<typeof vitestFileTimes>[0] | undefined;
  const playwright = readReport(playwrightReport) as Parameters<typeof playwrightTimes>[0] | undefined;
  const slowest = [
    ...(vitest === undefined ? [] : describeSlowest('vitest files', vitestFileTimes(vitest, process.cwd()))),
    ...(playwright === undefined ? [] : describeSlowest('playwright tests', playwrightTimes(playwright))),
  ];
  if (slowest.length > 0) console.log(`\n${slowest.join('\n')}`);
  const lines = [
    'test phases (m:ss; lint and typecheck run side by side):',
    ...timings.map((timing) => `  ${timing.name.padEnd(11)} ${formatDuration(timing.seconds).padStart(6)}${timing.ok ? '' : '  FAILED'}`),
    `  ${'total'.padEnd(11)} ${formatDuration(wallSeconds).padStart(6)}`,
  ];
  console.log(`\n${lines.join('\n')}`);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/test-phases.txt', `${lines.join('\n')}\n`);
}

// Reports of an earlier run would be read as this one's.
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
const started = performance.now();
const timings: Timing[] = [];
for (const group of groups) {
  const results = await Promise.all(group.map((phase) => runPhase(phase, group.length > 1)));
  timings.push(...results);
  if (results.some((result) => !result.ok)) {
    report(timings, (performance.now() - started) / 1000);
    process.exit(1);
  }
}
report(timings, (performance.now() - started) / 1000);
