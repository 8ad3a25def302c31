import { eq } from 'drizzle-orm';
import { layoutImageRoutePrefix, type UploadLayoutImageResponse } from '../../shared/api/layouts.js';
import type { Database } from '../db/client.js';
import { layoutImages } from '../db/schema.js';
import { normaliseLayoutImage } from '../images/normalise-layout-image.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles, reserveStoredFiles, type StorageQuota, type StorageQuotaRefusal } from '../uploads/storage-quota.js';
import { layoutImageKey, newLayoutImageName } from './list-layout-image-names.js';

/**
 * Stores an image for a layout: checked and re-encoded, counted in the operator's quota (the
 * ledger row comes before the file, as for every upload), then written under a name we make.
 * It starts unreferenced: the purge removes it if no saved layout names it within the grace
 * period (an upload whose layout was never saved).
 */
export async function uploadLayoutImage(db: Database, store: BlobStore, input: { userId: string; bytes: Buffer }, quota: StorageQuota): Promise<{ kind: 'stored'; image: UploadLayoutImageResponse } | StorageQuotaRefusal> {
  const image = await normaliseLayoutImage(input.bytes);
  const name = newLayoutImageName(image.extension);
  const key = layoutImageKey(input.userId, name);
  const refusal = await reserveStoredFiles(db, input.userId, [{ key, byteSize: image.bytes.length }], quota);
  if (refusal !== undefined) return refusal;
  try {
    await db.insert(layoutImages).values({ key, userId: input.userId, contentType: image.contentType, width: image.width, height: image.height });
    await store.put(key, image.bytes, image.contentType);
  } catch (error) {
    await db.delete(layoutImages).where(eq(layoutImages.key, key));
    await store.delete(key).catch(() => undefined);
    await releaseStoredFiles(db, [key]);
    throw error;
  }
  return { kind: 'stored', image: { url: `${layoutImageRoutePrefix}${name}`, width: image.width, height: image.height } };
}
