import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the value a cookie carries. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a cookie value, so a database read never yields a live cookie. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
