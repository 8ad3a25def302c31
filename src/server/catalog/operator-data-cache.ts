import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { OperatorDataResponse } from '../../shared/api/public-catalog.js';
import type { SessionResolver } from '../auth/current-session.js';

/** The operator's own writes that change what get-operator-data answers. */
const publicProfileWrites = new Set([
  '/api/update-user-metadata',
  '/api/save-custom-template-metadata',
  '/api/update-custom-template',
  '/api/delete-custom-template',
  // A layout shown in or taken out of the catalogue, saved (a new picture) or deleted.
  '/api/layouts/:id/catalog',
  '/api/layouts/:id',
]);

interface Entry {
  value: Promise<OperatorDataResponse | null>;
  expiresAt: number;
}

/**
 * GET /api/get-operator-data is the hottest public read (every catalogue page and draft page
 * asks it) and costs two queries; its answer changes only when its operator saves. Each process
 * keeps answers for a few seconds: concurrent loads of one operator share one query, the
 * operator's own saves through this process drop the entry at once, and other processes show a
 * save within the TTL. Bounded, oldest first out, so a sweep of made-up ids cannot grow it.
 */
export class OperatorDataCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 2_000,
  ) {}

  get(userId: string, load: () => Promise<OperatorDataResponse | null>, now = Date.now()): Promise<OperatorDataResponse | null> {
    const hit = this.#entries.get(userId);
    if (hit !== undefined && hit.expiresAt > now) return hit.value;
    const entry: Entry = { value: load(), expiresAt: now + this.ttlMs };
    this.#entries.delete(userId);
    this.#entries.set(userId, entry);
    // A failed load (database down) is not remembered: the next request tries again.
    entry.value.catch(() => {
      if (this.#entries.get(userId) === entry) this.#entries.delete(userId);
    });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
    }
    return entry.value;
  }

  invalidate(userId: string): void {
    this.#entries.delete(userId);
  }

  /**
   * Drops an operator's entry before the answer to any of their successful profile or template
   * saves goes out. Added to those routes alone (as they are declared), so no other request pays
   * for it; register before the routes.
   */
  registerInvalidation(app: FastifyInstance, resolver: SessionResolver): void {
    const invalidate: onSendHookHandler = async (request, reply, payload) => {
      if (reply.statusCode < 400) {
        const session = await resolver.resolve(request);
        if (session !== undefined) this.invalidate(session.userId);
      }
      return payload;
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!publicProfileWrites.has(route.url) || methods.every((method) => method === 'GET' || method === 'HEAD')) return;
      route.onSend = [...[route.onSend ?? []].flat(), invalidate];
    });
  }
}
