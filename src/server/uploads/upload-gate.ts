import type { FastifyReply, FastifyRequest, onRequestAbortAsyncHookHandler, onResponseAsyncHookHandler, preParsingAsyncHookHandler } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';

/** Seconds a refused upload is told to wait: about one decode of a large image on a busy core. */
export const uploadRetryAfterSeconds = 5;

export interface UploadGateLimits {
  /** Uploads read, decoded and re-encoded at the same time. */
  concurrency: number;
  /** Uploads waiting for a slot, their bodies still unread; one more is refused with 503. */
  queueLimit: number;
}

/**
 * A small semaphore with a bounded waiting room around image uploads. A request takes its slot
 * before its body is read (preParsing), so the body, the decoded buffer and sharp's pixels exist
 * only for `concurrency` uploads at once; a waiting request's bytes stay in the socket. Past the
 * waiting room the answer is 503 with Retry-After, never an out-of-memory.
 */
export class UploadGate {
  #active = 0;
  readonly #waiting: (() => void)[] = [];
  readonly #releases = new WeakMap<FastifyRequest, () => void>();

  constructor(private readonly limits: UploadGateLimits) {}

  get activeCount(): number {
    return this.#active;
  }

  get waitingCount(): number {
    return this.#waiting.length;
  }

  /** A release function once a slot is ours, or undefined at once when the waiting room is full. */
  tryEnter(): Promise<() => void> | undefined {
    if (this.#active < this.limits.concurrency) {
      this.#active += 1;
      return Promise.resolve(this.#releaser());
    }
    if (this.#waiting.length >= this.limits.queueLimit) return undefined;
    return new Promise((resolve) => this.#waiting.push(() => resolve(this.#releaser())));
  }

  /** Route hooks: take a slot before the body is read, give it back when the request ends however it ends. */
  routeHooks(): { preParsing: preParsingAsyncHookHandler; onResponse: onResponseAsyncHookHandler; onRequestAbort: onRequestAbortAsyncHookHandler } {
    const release = async (request: FastifyRequest) => {
      this.#releases.get(request)?.();
      this.#releases.delete(request);
    };
    return {
      preParsing: async (request: FastifyRequest, reply: FastifyReply, payload) => {
        const entered = this.tryEnter();
        if (entered === undefined) {
          void reply.header('retry-after', String(uploadRetryAfterSeconds));
          throw new AppError(503, ErrorCodes.uploadsBusy, 'Troppi caricamenti in corso. Riprova tra qualche secondo.');
        }
        const releaseSlot = await entered;
        // A client that left while waiting gets no response hook: its slot goes back at once.
        if (request.raw.destroyed || request.raw.socket?.destroyed === true) {
          releaseSlot();
          throw new AppError(503, ErrorCodes.uploadsBusy, 'Troppi caricamenti in corso. Riprova tra qualche secondo.');
        }
        this.#releases.set(request, releaseSlot);
        // The response's close comes however the exchange ends, even when the socket dies mid-request.
        reply.raw.once('close', releaseSlot);
        return payload;
      },
      onResponse: release,
      onRequestAbort: release,
    };
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiting.shift();
      if (next === undefined) this.#active -= 1;
      else next();
    };
  }
}
