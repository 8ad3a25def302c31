import { describe, expect, it } from 'vitest';
import { describeSlowest, playwrightTimes, vitestFileTimes } from './slowest-tests.js';

describe('the slowest tests at the end of npm test', () => {
  it('reads every Playwright test, nested suites and retries included', () => {
    const report = {
      suites: [
        {
          title: 'auth.spec.ts',
          file: 'auth.spec.ts',
          specs: [{ title: 'signs up', file: 'auth.spec.ts', tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }],
          suites: [{ title: 'logged in', specs: [{ title: 'sees the plan', tests: [{ results: [{ duration: 250 }] }] }] }],
        },
      ],
    };
    expect(playwrightTimes(report)).toEqual([
      { name: 'auth.spec.ts › signs up', seconds: 2 },
      { name: 'auth.spec.ts › sees the plan', seconds: 0.25 },
    ]);
  });

  it('reads each Vitest file relative to the project', () => {
    const report = { testResults: [{ name: '/repo/src/a.test.ts', startTime: 1000, endTime: 4500 }] };
    expect(vitestFileTimes(report, '/repo')).toEqual([{ name: 'src/a.test.ts', seconds: 3.5 }]);
  });

  it('lists the slowest first, with the count and the sum of all', () => {
    const lines = describeSlowest('playwright', [
      { name: 'a', seconds: 1 },
      { name: 'b', seconds: 30 },
      { name: 'c', seconds: 5 },
    ], 2);
    expect(lines).toEqual(['playwright (3, 36 s in all; the slowest):', '    30.0 s  b', '     5.0 s  c']);
    expect(describeSlowest('vitest', [])).toEqual([]);
  });
});
