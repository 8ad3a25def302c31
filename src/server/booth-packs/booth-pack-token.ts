import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits as base64url: nothing about the layout, the operator or the time is in it. */
export function newBoothPackToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the index holds and lookups compare: the token's SHA-256 (hex), never the token itself. */
export function hashBoothPackToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
