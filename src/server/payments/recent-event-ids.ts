/**
 * Ids of payment events this process has seen committed to `payment_events`, newest kept. A
 * duplicate delivery (Stripe retries, or sends one event several times at once) is then answered
 * without a database round trip; an id is added only once its row exists, and rows are never
 * removed, so the answer is the one the table would give. Other processes ask the table.
 */
export class RecentEventIds {
  readonly #ids = new Set<string>();

  constructor(private readonly maxIds = 10_000) {}

  has(id: string): boolean {
    return this.#ids.has(id);
  }

  add(id: string): void {
    this.#ids.delete(id);
    this.#ids.add(id);
    for (const oldest of this.#ids) {
      if (this.#ids.size <= this.maxIds) break;
      this.#ids.delete(oldest);
    }
  }
}
