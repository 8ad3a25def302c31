import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { apiMessage } from '../../shared/api/api-messages.js';
import { AppError } from '../http/app-error.js';
import { estimateJobMs } from './render-budget.js';
import type { RenderedFile, RenderJob } from './render-job.js';
import { isRenderStartedMessage, type RenderTask } from './render-task.js';
import { RenderTurns, TurnRefusedError } from './render-turns.js';

/**
 * The budget of a picture that is only nice to have: a layout's first thumbnail, a catalogue
 * picture. Asked for by a create or by a visitor, outside the operator's turns and never
 * cancelled (others may wait on it), it must be cheap; at their size every ordinary layout is far
 * under it. A costlier layout gets no thumbnail from the server (the editor's first save sends one).
 */
export const previewBudgetMs = 1000;

/** What a full queue tells the client to wait before trying again. */
export const renderRetryAfterSeconds = 5;

/** Renders of one owner that may wait for its render under way; one more is refused as busy. */
export const rendersWaitingPerOwner = 2;

export class RenderBusyError extends AppError {
  constructor() {
    super(503, ErrorCodes.renderBusy, apiMessage('renderBusy'));
  }
}

/** A render that outran its deadline: its layout costs more to draw than the server gives one file. */
export class RenderTooLongError extends AppError {
  constructor() {
    super(422, ErrorCodes.renderTooLong, apiMessage('renderTooLong'));
  }
}

/**
 * A render whose request went away (the client closed the connection) before its file was ready:
 * it was taken out of the queue, or its drawing stopped. No one reads the answer; 499 keeps it
 * out of the server's error log.
 */
export class RenderCancelledError extends AppError {
  constructor() {
    super(499, ErrorCodes.renderCancelled, 'The connection closed before the file was ready.');
  }
}

/** Who a render is for and when to give it up: its owner takes turns with itself, its signal cancels it. */
export interface RenderRequest {
  /** The operator the render is for: one of theirs is in the pool at a time (RenderTurns). */
  owner?: string | undefined;
  /** Aborts when the request's connection closes: a waiting render leaves, a drawing one stops. */
  signal?: AbortSignal | undefined;
  /** A smaller budget than the pool's, for a picture that is only nice to have (a thumbnail, a catalogue picture). */
  budgetMs?: number;
}

export interface RenderPoolOptions {
  threads: number;
  queueLimit: number;
  /** How long one render may draw, from its start in a worker (not its wait in the queue). */
  timeoutMs: number;
  /** The most a render may be estimated to cost (estimateJobMs); more is refused before it is drawn. None: no estimate. */
  budgetMs?: number;
}

/**
 * The worker file next to this one: render-worker.js in the built server, render-worker.ts when
 * the server runs from source (tsx, vitest), where the worker needs tsx's loader too.
 */
function locateWorker(): { filename: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'render-worker.js');
  if (existsSync(built)) return { filename: built, execArgv: [] };
  return { filename: path.join(here, 'render-worker.ts'), execArgv: ['--import', 'tsx'] };
}

/**
 * Renders off the event loop in a few worker threads, with a bounded queue: a render asked for
 * while every thread is busy and `queueLimit` renders already wait is refused at once with 503
 * and Retry-After (RenderBusyError), never left to stall the request or grow memory. A render
 * that draws longer than `timeoutMs` (thousands of blurred shadows, say) is stopped, its worker
 * thread ended and replaced, and answered 422 (RenderTooLongError): one layout can hold a thread
 * for that long and no longer. The clock starts when the worker says it has started the task.
 * A render whose estimated cost (estimateJobMs) passes `budgetMs` is refused the same way before
 * anything is drawn, so most hostile layouts cost nothing at all.
 * An owner's renders take turns (one in the pool, `rendersWaitingPerOwner` waiting outside it), so
 * one account cannot fill the pool; a render whose request closed is dropped or stopped.
 */
export class RenderPool {
  /** Render tasks, and the wake task (null in, null out) that starts a thread. */
  readonly #pool: Piscina<RenderTask | null, RenderedFile | null>;
  readonly #capacity: number;
  readonly #threads: number;
  readonly #timeoutMs: number;
  readonly #budgetMs: number | undefined;
  readonly #turns = new RenderTurns(rendersWaitingPerOwner);
  /** The renders under way or waiting, by task id: what starts their clock when their worker begins. */
  readonly #deadlines = new Map<number, () => void>();
  #inFlight = 0;
  #isClosing = false;
  #nextTaskId = 1;

  constructor(options: RenderPoolOptions) {
    const { filename, execArgv } = locateWorker();
    this.#capacity = options.threads + options.queueLimit;
    this.#threads = options.threads;
    this.#timeoutMs = options.timeoutMs;
    this.#budgetMs = options.budgetMs;
    // No maxQueue: the capacity above bounds what waits, and piscina counts only tasks without a
    // signal (the wake task) against its own limit, which would refuse renders the pool accepted.
    this.#pool = new Piscina({ filename, execArgv, minThreads: 0, maxThreads: options.threads, idleTimeout: 60_000 });
    // A wake task's answer arriving after the pool was destroyed is reported as an error: not one.
    this.#pool.on('error', (error: unknown) => {
      if (!this.#isClosing) throw error;
    });
    this.#pool.on('message', (message: unknown) => {
      if (isRenderStartedMessage(message)) this.#deadlines.get(message.renderStarted)?.();
    });
  }

  async render(job: RenderJob, request: RenderRequest = {}): Promise<RenderedFile> {
    const budgetMs = Math.min(this.#budgetMs ?? Infinity, request.budgetMs ?? Infinity);
    if (budgetMs !== Infinity && estimateJobMs(job) > budgetMs) throw new RenderTooLongError();
    const endTurn = request.owner === undefined ? () => undefined : await this.#takeTurn(request.owner, request.signal);
    try {
      return await this.#run(job, request.signal);
    } finally {
      endTurn();
    }
  }

  async #takeTurn(owner: string, signal: AbortSignal | undefined): Promise<() => void> {
    try {
      return await this.#turns.take(owner, signal);
    } catch (error) {
      if (error instanceof TurnRefusedError) throw error.reason === 'busy' ? new RenderBusyError() : new RenderCancelledError();
      throw error;
    }
  }

  async #run(job: RenderJob, cancel: AbortSignal | undefined): Promise<RenderedFile> {
    if (isAborted(cancel)) throw new RenderCancelledError();
    if (this.#inFlight >= this.#capacity) throw new RenderBusyError();
    this.#inFlight += 1;
    const taskId = this.#nextTaskId++;
    const deadline = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    this.#deadlines.set(taskId, () => {
      timer = setTimeout(() => deadline.abort(), this.#timeoutMs);
    });
    const signal = cancel === undefined ? deadline.signal : AbortSignal.any([deadline.signal, cancel]);
    try {
      const file = await this.#pool.run({ ...job, taskId }, { signal });
      if (file === null) throw new Error('the render worker answered a render task with nothing');
      return file;
    } catch (error) {
      if (deadline.signal.aborted || isAborted(cancel)) {
        this.#replaceEndedThread();
        throw deadline.signal.aborted ? new RenderTooLongError() : new RenderCancelledError();
      }
      throw error;
    } finally {
      clearTimeout(timer);
      this.#deadlines.delete(taskId);
      this.#inFlight -= 1;
    }
  }

  /**
   * An aborted task that was drawing ends its thread, and piscina (with no minimum of threads)
   * starts a new one only for a task submitted after that: renders already waiting in its queue
   * would wait for ever. A task that does nothing, submitted now, starts the thread they need.
   */
  #replaceEndedThread(): void {
    if (this.#inFlight <= 1) return;
    if (this.#pool.threads.length >= this.#threads) return;
    this.#pool.run(null, { name: 'wake' }).catch(() => undefined);
  }

  close(): Promise<void> {
    this.#isClosing = true;
    return this.#pool.destroy();
  }
}

/** A function, not an inline test: the signal may have aborted while the task ran. */
function isAborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}
