import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A test (Playwright) or a test file (Vitest) and the seconds it took. */
export interface Timed {
  name: string;
  seconds: number;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests?: { results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Every test of a Playwright JSON report, with the time of all its runs. */
export function playwrightTimes(report: { suites?: PlaywrightSuite[] }): Timed[] {
  const times: Timed[] = [];
  const visit = (suite: PlaywrightSuite, file: string) => {
    const suiteFile = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      times.push({ name: `${spec.file ?? suiteFile} › ${spec.title}`, seconds: ms / 1000 });
    }
    for (const child of suite.suites ?? []) visit(child, suiteFile);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.title);
  return times;
}

/** Every file of a Vitest JSON report, named relative to `rootDir`, with its run's time. */
export function vitestFileTimes(report: { testResults?: { name: string; startTime: number; endTime: number }[] }, rootDir: string): Timed[] {
  return (report.testResults ?? []).map((file) => ({
    name: path.relative(rootDir, file.name).split(path.sep).join('/'),
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/** The `count` slowest entries and the sum of all, as lines for the end of the run. */
export function describeSlowest(title: string, times: Timed[], count = 10): string[] {
  if (times.length === 0) return [];
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  return [
    `${title} (${times.length}, ${Math.round(total)} s in all; the slowest):`,
    ...slowest.map((time) => `  ${time.seconds.toFixed(1).padStart(6)} s  ${time.name}`),
  ];
}

/** A JSON report left by a phase, or undefined when the phase did not write one. */
export function readReport(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
