import { fork } from 'node:child_process';
import { type WorkerBudget, WorkerBudgetError } from './worker-budget.js';
import type { WorkerScript } from './worker-script.js';

/** How long a child may take to start (Node, the loader, its modules) before its task's clock starts. */
const startTimeoutMs = 30_000;

/**
 * Runs one task in a child process of its own, for work on untrusted input done by native code
 * (librsvg, libvips) that a worker thread's terminate() cannot interrupt. The child says
 * 'ready' once its modules are loaded; the task's deadline runs from then, and past it the
 * child is killed with SIGKILL, which stops native code mid-call. Its heap is capped by
 * --max-old-space-size. The script answers with childTask() from child-task-host.ts.
 */
export function runBudgetedChild<Task, Result>(script: WorkerScript, task: Task, budget: WorkerBudget): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    const child = fork(script.filename, [], {
      // The parent's own heap size and debugger port are not the child's.
      execArgv: [...script.execArgv.filter((arg) => !arg.startsWith('--max-old-space-size') && !arg.startsWith('--inspect')), `--max-old-space-size=${budget.memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Nothing of the server's environment (database address, keys) reaches code reading untrusted input.
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
    });
    let settled = false;
    let timer = setTimeout(() => stop(new WorkerBudgetError('crashed')), startTimeoutMs);
    const stop = (outcome: Error | { result: Result }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome.result);
    };
    child.on('message', (message: ChildMessage<Result>) => {
      if (message.kind === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(() => stop(new WorkerBudgetError('timeout')), budget.timeoutMs);
        child.send({ task });
      } else if (message.kind === 'result') {
        stop({ result: message.result });
      } else {
        stop(new Error(`worker task failed: ${message.message}`));
      }
    });
    child.on('error', (error) => stop(error));
    // 'close', not 'exit': it comes after the IPC channel has delivered the child's last message.
    // A heap past --max-old-space-size aborts the child (SIGABRT or exit code 134).
    child.on('close', (code, signal) => stop(new WorkerBudgetError(signal === 'SIGABRT' || code === 134 ? 'memory' : 'crashed')));
  });
}

export type ChildMessage<Result> = { kind: 'ready' } | { kind: 'result'; result: Result } | { kind: 'error'; message: string };
