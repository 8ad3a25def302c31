import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.js';

/** How often, at most, an unreachable Redis is logged: it errors on every reconnection attempt. */
const warnEveryMs = 30_000;

/**
 * @fastify/rate-limit with its counters in this process's memory (one process), or in Redis
 * (REDIS_URL) so that every process counts against the same budget. Redis is an accelerator
 * here, not a dependency: commands fail within 500 ms and are never queued while it is away
 * (enableOfflineQueue off), and a failed count lets the request through (skipOnError) rather
 * than refusing every visitor while it is down. The application's own hard limits (catalogue
 * requests per operator, downloads) are counted in the database and do not depend on it.
 */
export async function registerRateLimits(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (config.redis === undefined) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = new Redis(config.redis.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarning < warnEveryMs) return;
    lastWarning = Date.now();
    app.log.warn({ err: error }, 'rate-limit store (Redis) unreachable: limits are not enforced until it is back');
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await waitUntilReady(redis, 3_000);
  await app.register(rateLimit, { global: false, redis, nameSpace: `${config.redis.keyPrefix}rate-limit:`, skipOnError: true });
}

/** Starts without Redis if it does not answer in time: the counters come back with it. */
async function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
    redis.once('ready', done);
  });
}
