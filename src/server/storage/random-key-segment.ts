import { randomBytes } from 'node:crypto';

/**
 * A random base64url name for a blob key segment, `byteCount` bytes of entropy. Key segments must
 * start with a letter or digit (blob-key.ts), and base64url may start with '-' or '_' (1 time in
 * 32): that first character is mapped to a letter, so every name is a safe segment.
 */
export function randomKeySegment(byteCount: number): string {
  const name = randomBytes(byteCount).toString('base64url');
  return name.replace(/^-/, 'm').replace(/^_/, 'u');
}
