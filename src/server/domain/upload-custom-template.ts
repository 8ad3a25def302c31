import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';
import { normaliseTemplateImage } from '../images/normalise-template-image.js';
import type { BlobStore } from '../storage/blob-store.js';
import { type FileToStore, releaseStoredFiles, reserveStoredFiles, type StorageQuota, type StorageQuotaRefusal } from '../uploads/storage-quota.js';
import { prunePendingCustomTemplates } from './prune-pending-custom-templates.js';

export interface UploadedCustomTemplate {
  id: string;
  originalKey: string;
  previewKey: string;
}

/**
 * Step one of the spec's two calls: both images are checked and re-encoded, a pending row
 * (saved false) records them for this user, and the files are written under names we make.
 * Step two (saveCustomTemplate) can then accept only keys this row holds. Older uploads of
 * this user that never got their step two are dropped first.
 */
export async function uploadCustomTemplate(
  db: Database,
  store: BlobStore,
  input: { userId: string; theme: string; format: string; original: Buffer; preview: Buffer },
  quota: StorageQuota,
): Promise<{ kind: 'uploaded'; template: UploadedCustomTemplate } | StorageQuotaRefusal> {
  await prunePendingCustomTemplates(db, store, input.userId);
  const original = await normaliseTemplateImage(input.original);
  const preview = await normaliseTemplateImage(input.preview);
  const id = `custom_${randomBytes(12).toString('base64url')}`;
  const originalKey = `custom-templates/${input.userId}/${id}-original.${original.extension}`;
  const previewKey = `custom-templates/${input.userId}/${id}-preview.${preview.extension}`;
  const files = [
    { key: originalKey, byteSize: original.bytes.length },
    { key: previewKey, byteSize: preview.bytes.length },
  ];
  const refusal = await reserveStoredFiles(db, input.userId, files, quota);
  if (refusal !== undefined) return refusal;
  await insertPendingRow(db, files, {
    id,
    userId: input.userId,
    theme: input.theme,
    format: input.format,
    originalKey,
    previewKey,
    originalWidth: original.width,
    originalHeight: original.height,
  });
  try {
    await store.put(originalKey, original.bytes, original.contentType);
    await store.put(previewKey, preview.bytes, preview.contentType);
  } catch (error) {
    // No row may point at bytes that were never written.
    await db.delete(customTemplates).where(eq(customTemplates.id, id));
    await Promise.allSettled([store.delete(originalKey), store.delete(previewKey)]);
    await releaseStoredFiles(db, [originalKey, previewKey]);
    throw error;
  }
  return { kind: 'uploaded', template: { id, originalKey, previewKey } };
}

async function insertPendingRow(db: Database, files: readonly FileToStore[], row: typeof customTemplates.$inferInsert): Promise<void> {
  try {
    await db.insert(customTemplates).values(row);
  } catch (error) {
    await releaseStoredFiles(db, files.map((file) => file.key));
    throw error;
  }
}
