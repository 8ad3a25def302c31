import { eq } from 'drizzle-orm';
import { type BrandFont, brandFontContentTypes } from '../../shared/api/brand-fonts.js';
import type { Database } from '../db/client.js';
import { brandFonts } from '../db/schema.js';
import type { BrandFontReader } from '../fonts/read-brand-font.js';
import type { BlobStore } from '../storage/blob-store.js';
import { randomKeySegment } from '../storage/random-key-segment.js';
import { releaseStoredFiles, reserveStoredFiles, type StorageQuota, type StorageQuotaRefusal } from '../uploads/storage-quota.js';
import { brandFontKey, toBrandFont } from './brand-font-record.js';

/**
 * Stores an operator's font: parsed first (a file that is not a font is refused before anything
 * is recorded), counted in the quota, recorded once per face (family, weight, style: a second
 * upload of the same face is `exists`, also when two race), then written to the
 * store as it was sent under a name we make. The plan is checked by the route.
 */
export async function uploadBrandFont(
  db: Database,
  store: BlobStore,
  fonts: BrandFontReader,
  input: { userId: string; bytes: Buffer },
  quota: StorageQuota,
): Promise<{ kind: 'stored'; font: BrandFont } | { kind: 'exists' } | StorageQuotaRefusal> {
  const face = await fonts.read(input.bytes);
  const id = randomKeySegment(16);
  const key = brandFontKey(input.userId, id, face.format);
  const refusal = await reserveStoredFiles(db, input.userId, [{ key, byteSize: input.bytes.length }], quota);
  if (refusal !== undefined) return refusal;
  const [row] = await db
    .insert(brandFonts)
    .values({ id, userId: input.userId, key, ...face, byteSize: input.bytes.length })
    .onConflictDoNothing()
    .returning();
  if (row === undefined) {
    await releaseStoredFiles(db, [key]);
    return { kind: 'exists' };
  }
  try {
    await store.put(key, input.bytes, brandFontContentTypes[face.format]);
  } catch (error) {
    await db.delete(brandFonts).where(eq(brandFonts.id, id));
    await store.delete(key).catch(() => undefined);
    await releaseStoredFiles(db, [key]);
    throw error;
  }
  return { kind: 'stored', font: toBrandFont(row) };
}
