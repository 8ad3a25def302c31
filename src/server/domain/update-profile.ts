import { eq } from 'drizzle-orm';
import type { UpdateUserMetadataRequest } from '../../shared/api/dashboard.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles } from '../uploads/storage-quota.js';
import { ownLogoBlobKey } from './store-logo.js';

/**
 * Writes the public profile fields, and only those, of one operator. A logo the profile no
 * longer points at is deleted from the store once the new profile is written.
 */
export async function updateProfile(db: Database, store: BlobStore, userId: string, profile: UpdateUserMetadataRequest): Promise<void> {
  const [previous] = await db.select({ logoUrl: users.logoUrl, requestMailDigest: users.requestMailDigest }).from(users).where(eq(users.id, userId));
  // Turning the digest on starts its first day now: the requests before were mailed one by one.
  const isDigestTurnedOn = profile.requestMailDigest === true && previous?.requestMailDigest !== true;
  await db
    .update(users)
    .set({
      businessName: profile.businessName,
      logoUrl: profile.logoUrl,
      contactEmail: profile.contactEmail,
      contactPhone: profile.contactPhone,
      secondaryEmail: profile.secondaryEmail,
      ...(profile.requestRetentionMonths === undefined ? {} : { requestRetentionMonths: profile.requestRetentionMonths }),
      ...(profile.requestMailDigest === undefined ? {} : { requestMailDigest: profile.requestMailDigest }),
      ...(isDigestTurnedOn ? { requestDigestFrom: new Date() } : {}),
    })
    .where(eq(users.id, userId));
  const replaced = previous === undefined || previous.logoUrl === profile.logoUrl ? undefined : ownLogoBlobKey(userId, previous.logoUrl);
  if (replaced === undefined) return;
  await store.delete(replaced);
  await releaseStoredFiles(db, [replaced]);
}
