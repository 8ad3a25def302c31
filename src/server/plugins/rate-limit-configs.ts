// Type-only: brings the `config.rateLimit` route option into fastify's types.
import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { SessionResolver } from '../auth/current-session.js';
import type { AppConfig } from '../config.js';

/** Route options for @fastify/rate-limit (registered with `global: false`), keyed by client address. */
export function loginRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: '1 minute' } };
}

export function publicPostRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.publicPostPerMinute, timeWindow: '1 minute' } };
}

/** The contact form: stricter than the other public posts, since each one mails support. */
export function contactRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.contactPerMinute, timeWindow: '1 minute' } };
}

/** Public reads (operator data, drafts, logos, custom-template files): roomier, as a page loads several. */
export function publicGetRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.publicGetPerMinute, timeWindow: '1 minute' } };
}

/**
 * Per operator rather than per address: an office behind one NAT shares an address, and one
 * account should not get more room by switching networks. Visitors (refused with 401 anyway)
 * count by address.
 */
export function draftRateLimit(config: AppConfig, resolver: SessionResolver) {
  return { rateLimit: { max: config.rateLimits.draftsPerMinute, timeWindow: '1 minute', keyGenerator: userOrAddressKey(resolver) } };
}

/** The public POST budget, counted per operator when logged in (checkout and portal sessions). */
export function perUserPostRateLimit(config: AppConfig, resolver: SessionResolver) {
  return { rateLimit: { max: config.rateLimits.publicPostPerMinute, timeWindow: '1 minute', keyGenerator: userOrAddressKey(resolver) } };
}

function userOrAddressKey(resolver: SessionResolver) {
  return async (request: FastifyRequest) => {
    const session = await resolver.resolve(request);
    return session === undefined ? `address:${request.ip}` : `user:${session.userId}`;
  };
}
