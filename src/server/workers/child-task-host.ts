import type { ChildMessage } from './budgeted-child.js';

/**
 * The child side of runBudgetedChild: announces it is ready, runs `handler` on the one task it
 * is sent, answers, and exits. Only a task from the parent that forked it is ever read.
 */
export function childTask<Task, Result>(handler: (task: Task) => Promise<Result> | Result): void {
  const send = (message: ChildMessage<Result>) => new Promise<void>((resolve) => process.send?.(message, () => resolve()) ?? resolve());
  process.once('message', (message: { task: Task }) => {
    Promise.resolve()
      .then(() => handler(message.task))
      .then(
        (result) => send({ kind: 'result', result }),
        (error: unknown) => send({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
      )
      // Once the answer is written: the parent may be gone by then, and the child has nothing left to do.
      .finally(() => process.exit(0));
  });
  // A parent that exits (or is killed) takes its children with it rather than leaving them drawing.
  process.once('disconnect', () => process.exit(0));
  void send({ kind: 'ready' });
}
