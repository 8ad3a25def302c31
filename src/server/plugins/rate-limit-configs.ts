import type { AppConfig } from '../config.js';

/** Route options for @fastify/rate-limit (registered with `global: false`), keyed by client address. */
export function loginRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: '1 minute' } };
}

export function publicPostRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.publicPostPerMinute, timeWindow: '1 minute' } };
}
