/**
 * The sandbox's time, like a Stripe test clock: real time plus an offset that tests move forward
 * (POST /api/test-hooks/sandbox-clock), so a period end a year away can be reached in a test.
 * Kept in the process's memory: it only moves with TEST_HOOKS, in a single test server.
 */
export class SandboxClock {
  #offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  advance(ms: number): Date {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the sandbox clock only moves forward');
    this.#offsetMs += ms;
    return this.now();
  }
}
