import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { apiMessage } from '../../shared/api/api-messages.js';
import { AppError } from '../http/app-error.js';
import type { RenderedFile, RenderJob } from './render-job.js';
import { isRenderStartedMessage, type RenderTask } from './render-task.js';

/** What a full queue tells the client to wait before trying again. */
export const renderRetryAfterSeconds = 5;

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

export interface RenderPoolOptions {
  threads: number;
  queueLimit: number;
  /** How long one render may draw, from its start in a worker (not its wait in the queue). */
  timeoutMs: number;
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
 */
export class RenderPool {
  readonly #pool: Piscina<RenderTask, RenderedFile>;
  readonly #capacity: number;
  readonly #timeoutMs: number;
  /** The renders under way or waiting, by task id: what starts their clock when their worker begins. */
  readonly #deadlines = new Map<number, () => void>();
  #inFlight = 0;
  #nextTaskId = 1;

  constructor(options: RenderPoolOptions) {
    const { filename, execArgv } = locateWorker();
    this.#capacity = options.threads + options.queueLimit;
    this.#timeoutMs = options.timeoutMs;
    this.#pool = new Piscina({ filename, execArgv, minThreads: 0, maxThreads: options.threads, maxQueue: Math.max(1, options.queueLimit), idleTimeout: 60_000 });
    this.#pool.on('message', (message: unknown) => {
      if (isRenderStartedMessage(message)) this.#deadlines.get(message.renderStarted)?.();
    });
  }

  async render(job: RenderJob): Promise<RenderedFile> {
    if (this.#inFlight >= this.#capacity) throw new RenderBusyError();
    this.#inFlight += 1;
    const taskId = this.#nextTaskId++;
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let isTimedOut = false;
    this.#deadlines.set(taskId, () => {
      timer = setTimeout(() => {
        isTimedOut = true;
        abort.abort();
      }, this.#timeoutMs);
    });
    try {
      return await this.#pool.run({ ...job, taskId }, { signal: abort.signal });
    } catch (error) {
      if (isTimedOut) throw new RenderTooLongError();
      throw error;
    } finally {
      clearTimeout(timer);
      this.#deadlines.delete(taskId);
      this.#inFlight -= 1;
    }
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}
