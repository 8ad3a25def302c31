import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

test('an invalid configuration stops the start with a message naming the variable', () => {
  const cases: [string, string][] = [['PORT', 'eighty'], ['DATABASE_URL', 'mysql://nope'], ['PUBLIC_URL', 'not-a-url']];
  for (const [variable, value] of cases) {
    const run = spawnSync(process.execPath, ['dist/server/server.js'], {
      env: { ...process.env, [variable]: value, DATA_DIR: '.tmp/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status, variable).toBe(1);
    expect(run.stderr).toContain(variable);
    expect(run.stderr).toContain('Invalid configuration');
  }
});
