import { count, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { Database } from '../db/client.js';
import { storedFiles, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

export interface StorageQuota {
  /** Files one operator may keep in the store. */
  quotaFiles: number;
  /** Bytes one operator may keep in the store. */
  quotaBytes: number;
}

export interface FileToStore {
  key: string;
  byteSize: number;
}

/**
 * Records files an operator is about to write, refusing them when the operator's count or bytes
 * would pass the quota: 409 STORAGE_QUOTA_FILES, 413 STORAGE_QUOTA_BYTES. The count runs under a
 * lock on the operator's row, so parallel uploads cannot overrun it together. Nothing is written
 * to the store by a refusal, so existing files are untouched.
 */
export async function reserveStoredFiles(db: Database, userId: string, files: readonly FileToStore[], quota: StorageQuota): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [usage] = await tx
      .select({ files: count(), bytes: sql<string>`coalesce(sum(${storedFiles.byteSize}), 0)` })
      .from(storedFiles)
      .where(eq(storedFiles.userId, userId));
    const usedFiles = usage?.files ?? 0;
    const usedBytes = Number(usage?.bytes ?? 0);
    const newBytes = files.reduce((sum, file) => sum + file.byteSize, 0);
    if (usedFiles + files.length > quota.quotaFiles) {
      throw new AppError(409, ErrorCodes.storageQuotaFiles, apiMessage('quotaFiles', { n: quota.quotaFiles }));
    }
    if (usedBytes + newBytes > quota.quotaBytes) {
      throw new AppError(413, ErrorCodes.storageQuotaBytes, apiMessage('quotaBytes', { n: Math.floor(quota.quotaBytes / (1024 * 1024)) }));
    }
    await tx.insert(storedFiles).values(files.map((file) => ({ key: file.key, userId, byteSize: file.byteSize })));
  });
}

/** Forgets files that were deleted from the store (or never written). */
export async function releaseStoredFiles(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
}
