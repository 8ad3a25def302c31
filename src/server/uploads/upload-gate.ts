import type { FastifyReply, FastifyRequest, onRequestAbortAsyncHookHandler, onResponseAsyncHookHandler, preParsingAsyncHookHandler } from 'fastify';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type {} from '../auth/route-access.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

/** Seconds a refused upload is told to wait: about one decode of a large image on a busy core. */
export const uploadRetryAfterSeconds = 5;

export interface UploadGateLimits {
  /** Uploads read, decoded and re-encoded at the same time. */
  concurrency: number;
  /** Uploads waiting for a slot, their bodies still unread; one more is refused with 503. */
  queueLimit: number;
}

type Release = () => void;

interface Waiter {
  owner: string;
  admit: (release: Release) => void;
  /** Gives the place up to an owner with fewer waiting: this upload is refused with 503. */
  bump: () => void;
}

/** Why a waiting upload lost its place. */
export class UploadBumped extends Error {}

function busy(): AppError {
  return new AppError(503, ErrorCodes.uploadsBusy, apiMessage('uploadsBusy'));
}

/**
 * A small semaphore with a bounded waiting room around image uploads. A request takes its slot
 * before its body is read (preParsing, after the access hook has let only operators in), so the
 * body, the decoded buffer and sharp's pixels exist only for `concurrency` uploads at once; a
 * waiting request's bytes stay in the socket. Past the waiting room the answer is 503 with
 * Retry-After, never an out-of-memory.
 *
 * Shared fairly between operators: a freed slot goes to the waiting upload whose operator holds
 * the fewest slots, then has the fewest waiting (the oldest among equals); when the room is full
 * a newcomer takes the place of the newest upload of the operator with the most waiting, if that
 * is more than one beyond the newcomer's own. One operator's burst thus delays another's upload by at most one decode.
 */
export class UploadGate {
  #active = 0;
  readonly #activeByOwner = new Map<string, number>();
  readonly #waiting: Waiter[] = [];
  readonly #releases = new WeakMap<FastifyRequest, Release>();

  constructor(private readonly limits: UploadGateLimits) {}

  get activeCount(): number {
    return this.#active;
  }

  get waitingCount(): number {
    return this.#waiting.length;
  }

  /**
   * A release function once a slot is ours, or undefined at once when the waiting room is full of
   * others' uploads; the promise rejects with UploadBumped if a fairer claim takes its place.
   */
  tryEnter(owner = ''): Promise<Release> | undefined {
    if (this.#active < this.limits.concurrency) return Promise.resolve(this.#take(owner));
    if (this.#waiting.length >= this.limits.queueLimit && !this.#bumpFor(owner)) return undefined;
    return new Promise((resolve, reject) => {
      this.#waiting.push({ owner, admit: resolve, bump: () => reject(new UploadBumped()) });
    });
  }

  /** Route hooks: take a slot before the body is read, give it back when the request ends however it ends. */
  routeHooks(): { preParsing: preParsingAsyncHookHandler; onResponse: onResponseAsyncHookHandler; onRequestAbort: onRequestAbortAsyncHookHandler } {
    const release = async (request: FastifyRequest) => {
      this.#releases.get(request)?.();
      this.#releases.delete(request);
    };
    return {
      preParsing: async (request: FastifyRequest, reply: FastifyReply, payload) => {
        const refuse = () => {
          void reply.header('retry-after', String(uploadRetryAfterSeconds));
          return busy();
        };
        const entered = this.tryEnter(request.operator?.userId ?? `address:${request.ip}`);
        if (entered === undefined) throw refuse();
        let releaseSlot: Release;
        try {
          releaseSlot = await entered;
        } catch (error) {
          if (error instanceof UploadBumped) throw refuse();
          throw error;
        }
        // A client that left while waiting gets no response hook: its slot goes back at once.
        if (request.raw.destroyed || request.raw.socket?.destroyed === true) {
          releaseSlot();
          throw refuse();
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

  /** Frees a place in the full waiting room for `owner` if another owner has more waiting. */
  #bumpFor(owner: string): boolean {
    const waitingByOwner = this.#waitingByOwner();
    let crowded: string | undefined;
    for (const [candidate, waiting] of waitingByOwner) {
      if (crowded === undefined || waiting > (waitingByOwner.get(crowded) ?? 0)) crowded = candidate;
    }
    if (crowded === undefined || (waitingByOwner.get(crowded) ?? 0) <= (waitingByOwner.get(owner) ?? 0) + 1) return false;
    const index = this.#waiting.findLastIndex((waiter) => waiter.owner === crowded);
    const [bumped] = this.#waiting.splice(index, 1);
    bumped?.bump();
    return true;
  }

  #take(owner: string): Release {
    this.#active += 1;
    this.#activeByOwner.set(owner, (this.#activeByOwner.get(owner) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#active -= 1;
      const held = (this.#activeByOwner.get(owner) ?? 1) - 1;
      if (held === 0) this.#activeByOwner.delete(owner);
      else this.#activeByOwner.set(owner, held);
      this.#admitNext();
    };
  }

  #admitNext(): void {
    if (this.#waiting.length === 0 || this.#active >= this.limits.concurrency) return;
    const waitingByOwner = this.#waitingByOwner();
    const rank = (waiter: Waiter) => [this.#activeByOwner.get(waiter.owner) ?? 0, waitingByOwner.get(waiter.owner) ?? 0] as const;
    let chosen = 0;
    for (let index = 1; index < this.#waiting.length; index += 1) {
      const [held, queued] = rank(this.#waiting[index] as Waiter);
      const [bestHeld, bestQueued] = rank(this.#waiting[chosen] as Waiter);
      if (held < bestHeld || (held === bestHeld && queued < bestQueued)) chosen = index;
    }
    const [next] = this.#waiting.splice(chosen, 1);
    next?.admit(this.#take(next.owner));
  }

  #waitingByOwner(): Map<string, number> {
    const waitingByOwner = new Map<string, number>();
    for (const waiter of this.#waiting) waitingByOwner.set(waiter.owner, (waitingByOwner.get(waiter.owner) ?? 0) + 1);
    return waitingByOwner;
  }
}
