/** Why a render did not get its turn: the owner already has `waitLimit` renders waiting, or its request was cancelled. */
export type TurnRefusal = 'busy' | 'cancelled';

export class TurnRefusedError extends Error {
  constructor(readonly reason: TurnRefusal) {
    super(reason === 'busy' ? 'this owner already has as many renders waiting as allowed' : 'the render was cancelled while it waited for its turn');
    this.name = 'TurnRefusedError';
  }
}

/** A render waiting for its turn: called when the turn is its. */
type Waiter = () => void;

/**
 * One render at a time per owner (an operator): a second one waits for the first to end, so one
 * account's renders take turns with everyone else's in the pool instead of filling it. At most
 * `waitLimit` wait per owner; one more is refused at once. A waiter whose request is cancelled
 * (its signal aborts) leaves the line. No I/O: the line of each owner with something under way.
 */
export class RenderTurns {
  /** The renders waiting, by owner, for each owner with one under way. */
  readonly #lines = new Map<string, Waiter[]>();

  constructor(private readonly waitLimit: number) {}

  /** Resolves with the function that ends the turn (call it once, when the render is over). */
  async take(owner: string, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted === true) throw new TurnRefusedError('cancelled');
    const line = this.#lines.get(owner);
    if (line === undefined) {
      this.#lines.set(owner, []);
      return this.#release(owner);
    }
    if (line.length >= this.waitLimit) throw new TurnRefusedError('busy');
    await new Promise<void>((resolve, reject) => {
      const waiter: Waiter = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        line.splice(line.indexOf(waiter), 1);
        reject(new TurnRefusedError('cancelled'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      line.push(waiter);
    });
    return this.#release(owner);
  }

  /** How many owners have a render under way (for tests). */
  get owners(): number {
    return this.#lines.size;
  }

  #release(owner: string): () => void {
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const line = this.#lines.get(owner);
      if (line === undefined) return;
      const next = line.shift();
      if (next === undefined) this.#lines.delete(owner);
      else next();
    };
  }
}
