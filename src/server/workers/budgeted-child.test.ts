import { describe, expect, it } from 'vitest';
import type { HostileTask } from '../test-support/hostile-worker.js';
import { runBudgetedChild } from './budgeted-child.js';
import { WorkerBudgetError } from './worker-budget.js';
import { workerScript } from './worker-script.js';

const script = workerScript(import.meta.url, '../test-support/hostile-child');

async function failure(task: HostileTask, timeoutMs: number): Promise<string> {
  try {
    await runBudgetedChild(script, task, { timeoutMs, memoryMb: 48 });
  } catch (error) {
    if (error instanceof WorkerBudgetError) return error.failure;
    throw error;
  }
  throw new Error('the task finished');
}

describe('runBudgetedChild', () => {
  it('runs a task of TypeScript source in a child process and answers its result', async () => {
    await expect(runBudgetedChild(script, { kind: 'echo', value: 'ciao' }, { timeoutMs: 5000, memoryMb: 48 })).resolves.toBe('ciao');
  });

  it('kills a child that runs past its deadline', async () => {
    await expect(failure({ kind: 'spin' }, 1500)).resolves.toBe('timeout');
  });

  it('loses a child that outgrows its heap, not this process', async () => {
    await expect(failure({ kind: 'hoard' }, 25_000)).resolves.toBe('memory');
  });
});
