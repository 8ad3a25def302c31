/** A worker task that behaves as hostile input makes a parser behave: for the budget tests. */
export type HostileTask = { kind: 'echo'; value: string } | { kind: 'spin' } | { kind: 'hoard' };

export default function hostileTask(task: HostileTask): string {
  if (task.kind === 'echo') return task.value;
  if (task.kind === 'spin') {
    for (;;) {
      // A parser stuck in a loop the input declared.
    }
  }
  // A parser building objects for every entry a table claims to have.
  const hoard: object[][] = [];
  for (;;) hoard.push(Array.from({ length: 1024 }, (_, index) => ({ index })));
}
