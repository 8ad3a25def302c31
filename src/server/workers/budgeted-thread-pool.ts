import { Piscina } from 'piscina';
import type { Transferable } from 'node:worker_threads';
import { type WorkerBudget, WorkerBudgetError } from './worker-budget.js';
import type { WorkerScript } from './worker-script.js';

export interface BudgetedThreadPoolOptions {
  script: WorkerScript;
  maxThreads: number;
  budget: WorkerBudget;
  /** An idle thread is ended after this long, so a quiet server holds none. */
  idleTimeoutMs?: number;
}

/**
 * A small piscina pool for work on untrusted input that is pure JavaScript. Each task has a
 * deadline (its thread is terminated: V8 stops JavaScript wherever it is) and each thread a heap
 * limit (resourceLimits: past it that thread dies, not the server). Native code is not stopped by
 * terminate(), which waits for it to return: such work belongs in a child process
 * (runBudgetedChild). ArrayBuffers live outside the V8 heap, so a task must bound what it
 * allocates from its input's declared sizes before it allocates.
 */
export class BudgetedThreadPool<Task, Result> {
  readonly #pool: Piscina<Task, Result>;
  readonly #budget: WorkerBudget;

  constructor(options: BudgetedThreadPoolOptions) {
    this.#budget = options.budget;
    this.#pool = new Piscina<Task, Result>({
      filename: options.script.filename,
      execArgv: options.script.execArgv,
      minThreads: 0,
      maxThreads: options.maxThreads,
      idleTimeout: options.idleTimeoutMs ?? 30_000,
      resourceLimits: {
        maxOldGenerationSizeMb: options.budget.memoryMb,
        maxYoungGenerationSizeMb: Math.min(16, Math.max(1, Math.floor(options.budget.memoryMb / 4))),
        stackSizeMb: 4,
      },
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      trackUnmanagedFds: true,
    });
  }

  /** The task's result; WorkerBudgetError when it ran out of time or memory or its thread died. */
  async run(task: Task, transferList?: Transferable[]): Promise<Result> {
    const signal = AbortSignal.timeout(this.#budget.timeoutMs);
    try {
      return await this.#pool.run(task, { signal, ...(transferList === undefined ? {} : { transferList }) });
    } catch (error) {
      throw toBudgetError(error, signal.aborted);
    }
  }

  async close(): Promise<void> {
    await this.#pool.destroy();
  }
}

function toBudgetError(error: unknown, timedOut: boolean): unknown {
  if (timedOut) return new WorkerBudgetError('timeout');
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new WorkerBudgetError('memory');
  if (error instanceof RangeError && /call stack/i.test(error.message)) return new WorkerBudgetError('memory');
  return error;
}
