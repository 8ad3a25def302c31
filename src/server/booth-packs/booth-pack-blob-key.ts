import { randomKeySegment } from '../storage/random-key-segment.js';

/** Where a revision's zip is stored: a fresh random name per revision, under the operator's folder. */
export function newBoothPackBlobKey(userId: string): string {
  return `booth-packs/${userId}/${randomKeySegment(16)}.zip`;
}
