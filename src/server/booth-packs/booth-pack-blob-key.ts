import { randomBytes } from 'node:crypto';

/** Where a revision's zip is stored: a fresh random name per revision, under the operator's folder. */
export function newBoothPackBlobKey(userId: string): string {
  return `booth-packs/${userId}/${randomBytes(16).toString('base64url').replace(/^[_-]/, 'p')}.zip`;
}
