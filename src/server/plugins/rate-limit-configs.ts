// Type-only: brings the `config.rateLimit` route option into fastify's types.
import type {} from '@fastify/rate-limit';
// Type-only: brings `request.operator` (set by the access hook) into fastify's types.
import type {} from '../auth/route-access.js';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { SessionResolver } from '../auth/current-session.js';
import type { AppConfig } from '../config.js';

const plainIpv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * The rate-limit key of a client address: an IPv4 address as is (IPv4-mapped IPv6 such as
 * ::ffff:1.2.3.4 counts as IPv4), an IPv6 address by its /64 prefix, since one host is
 * usually handed a whole /64 and could otherwise take a fresh address per request.
 */
export function clientAddressKey(ip: string): string {
  // The common case, checked first: every rate-limited request computes its key.
  if (plainIpv4.test(ip)) return ip;
  const zone = ip.indexOf('%');
  const address = zone === -1 ? ip : ip.slice(0, zone);
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (!('parts' in parsed)) return parsed.toString();
  const prefix = parsed.parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

const byClientAddress = (request: FastifyRequest) => clientAddressKey(request.ip);

/** Route options for @fastify/rate-limit (registered with `global: false`), keyed by client address. */
export function loginRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.loginPerMinute, timeWindow: '1 minute', keyGenerator: byClientAddress } };
}

export function publicPostRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.publicPostPerMinute, timeWindow: '1 minute', keyGenerator: byClientAddress } };
}

/** Logout and the sandbox's checkout and portal forms: roomier than the public forms, they store no message. */
export function accountPostRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.accountPostPerMinute, timeWindow: '1 minute', keyGenerator: byClientAddress } };
}

/** The contact form: stricter than the other public posts, since each one mails support. */
export function contactRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.contactPerMinute, timeWindow: '1 minute', keyGenerator: byClientAddress } };
}

/** Public reads (operator data, drafts, logos, custom-template files): roomier, as a page loads several. */
export function publicGetRateLimit(config: AppConfig) {
  return { rateLimit: { max: config.rateLimits.publicGetPerMinute, timeWindow: '1 minute', keyGenerator: byClientAddress } };
}

/**
 * Per operator rather than per address: an office behind one NAT shares an address, and one
 * account should not get more room by switching networks. Visitors (refused with 401 anyway)
 * count by address.
 */
export function draftRateLimit(config: AppConfig, resolver: SessionResolver) {
  return { rateLimit: { max: config.rateLimits.draftsPerMinute, timeWindow: '1 minute', keyGenerator: userOrAddressKey(resolver) } };
}

/** The account POST budget, counted per operator when logged in (checkout and portal sessions). */
export function perUserPostRateLimit(config: AppConfig, resolver: SessionResolver) {
  return { rateLimit: { max: config.rateLimits.accountPostPerMinute, timeWindow: '1 minute', keyGenerator: userOrAddressKey(resolver) } };
}

function userOrAddressKey(resolver: SessionResolver) {
  return async (request: FastifyRequest) => {
    const session = await resolver.resolve(request);
    return session === undefined ? `address:${clientAddressKey(request.ip)}` : `user:${session.userId}`;
  };
}

/**
 * Layout writes, per operator and kind of write (the access hook has already let only operators in): room for
 * the editor's autosave in two tabs, not for a script filling the store.
 */
export function layoutWriteRateLimit(config: AppConfig) {
  return {
    rateLimit: {
      max: config.rateLimits.layoutWritesPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => (request.operator === null ? `address:${clientAddressKey(request.ip)}` : `user:${request.operator.userId}`),
    },
  };
}
