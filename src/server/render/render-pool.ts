import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { apiMessage } from '../../shared/api/api-messages.js';
import { AppError } from '../http/app-error.js';
import type { RenderedFile, RenderJob } from './render-job.js';

/** What a full queue tells the client to wait before trying again. */
export const renderRetryAfterSeconds = 5;

export class RenderBusyError extends AppError {
  constructor() {
    super(503, ErrorCodes.renderBusy, apiMessage('renderBusy'));
  }
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
 * and Retry-After (RenderBusyError), never left to stall the request or grow memory.
 */
export class RenderPool {
  readonly #pool: Piscina<RenderJob, RenderedFile>;
  readonly #capacity: number;
  #inFlight = 0;

  constructor(options: { threads: number; queueLimit: number }) {
    const { filename, execArgv } = locateWorker();
    this.#capacity = options.threads + options.queueLimit;
    this.#pool = new Piscina({ filename, execArgv, minThreads: 0, maxThreads: options.threads, maxQueue: Math.max(1, options.queueLimit), idleTimeout: 60_000 });
  }

  async render(job: RenderJob): Promise<RenderedFile> {
    if (this.#inFlight >= this.#capacity) throw new RenderBusyError();
    this.#inFlight += 1;
    try {
      return await this.#pool.run(job);
    } finally {
      this.#inFlight -= 1;
    }
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}
