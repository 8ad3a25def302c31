/** What one task of untrusted input may cost before it is stopped. */
export interface WorkerBudget {
  /** Wall-clock milliseconds from submission; past it the thread or process is stopped. */
  timeoutMs: number;
  /** V8 heap of the thread or process, in megabytes; past it the worker dies, the server does not. */
  memoryMb: number;
}

export type WorkerFailure = 'timeout' | 'memory' | 'crashed';

/** A task stopped by its budget or lost with its worker: the input is refused, the server goes on. */
export class WorkerBudgetError extends Error {
  override name = 'WorkerBudgetError';
  constructor(readonly failure: WorkerFailure) {
    super(`worker task ${failure === 'timeout' ? 'ran out of time' : failure === 'memory' ? 'ran out of memory' : 'lost its worker'}`);
  }
}
