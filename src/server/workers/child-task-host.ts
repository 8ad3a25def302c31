import type { ChildMessage } from './budgeted-child.js';

/**
 * The child side of runBudgetedChild: announces it is ready, runs `handler` on the one task it
 * is sent, answers, and exits. Only a task from the parent that forked it is ever read.
 */
export function childTask<Task, Result>(handler: (task: Task) => Promise<Result> | Result): void {
  const send = (message: ChildMessage<Result>) => process.send?.(message);
  process.once('message', (message: { task: Task }) => {
    Promise.resolve()
      .then(() => handler(message.task))
      .then(
        (result) => send({ kind: 'result', result }),
        (error: unknown) => send({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => process.disconnect());
  });
  send({ kind: 'ready' });
}
