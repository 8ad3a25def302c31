import { afterAll, describe, expect, it } from 'vitest';
import type { HostileTask } from '../test-support/hostile-worker.js';
import { BudgetedThreadPool } from './budgeted-thread-pool.js';
import { WorkerBudgetError } from './worker-budget.js';
import { workerScript } from './worker-script.js';

const script = workerScript(import.meta.url, '../test-support/hostile-worker');
const pool = new BudgetedThreadPool<HostileTask, string>({ script, maxThreads: 2, budget: { timeoutMs: 2000, memoryMb: 48 } });
// Time enough for any machine to reach the heap limit first.
const patientPool = new BudgetedThreadPool<HostileTask, string>({ script, maxThreads: 1, budget: { timeoutMs: 25_000, memoryMb: 48 } });
afterAll(async () => {
  await pool.close();
  await patientPool.close();
});

async function failure(pool: BudgetedThreadPool<HostileTask, string>, task: HostileTask): Promise<string> {
  try {
    await pool.run(task);
  } catch (error) {
    if (error instanceof WorkerBudgetError) return error.failure;
    throw error;
  }
  throw new Error('the task finished');
}

describe('BudgetedThreadPool', () => {
  it('runs a task of TypeScript source in a thread and answers its result', async () => {
    await expect(pool.run({ kind: 'echo', value: 'ciao' })).resolves.toBe('ciao');
  });

  it('stops a task that never ends at its deadline, while this thread keeps serving', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    await expect(failure(pool, { kind: 'spin' })).resolves.toBe('timeout');
    clearInterval(ticker);
    // Two seconds of a spinning parser: the event loop here went on ticking all along.
    expect(ticks).toBeGreaterThan(5);
  });

  it('kills a thread that outgrows its heap, not the process, and serves the next task', async () => {
    await expect(failure(patientPool, { kind: 'hoard' })).resolves.toBe('memory');
    await expect(patientPool.run({ kind: 'echo', value: 'ancora qui' })).resolves.toBe('ancora qui');
  });
});
