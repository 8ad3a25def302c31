import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { storedFiles, users } from '../db/schema.js';

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

/** Files not recorded: the operator's count or bytes would pass the quota (routes: http/storage-quota-error.ts). */
export type StorageQuotaRefusal = { kind: 'storage-quota-files'; maxFiles: number } | { kind: 'storage-quota-bytes'; maxBytes: number };

/**
 * Records files an operator is about to write, or returns why not: the operator's count or bytes
 * would pass the quota. The count runs under a lock on the operator's row, so parallel uploads
 * cannot overrun it together. Nothing is recorded by a refusal, and the caller writes nothing.
 */
export async function reserveStoredFiles(db: Database, userId: string, files: readonly FileToStore[], quota: StorageQuota): Promise<StorageQuotaRefusal | undefined> {
  return db.transaction(async (tx): Promise<StorageQuotaRefusal | undefined> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [usage] = await tx
      .select({ files: count(), bytes: sql<string>`coalesce(sum(${storedFiles.byteSize}), 0)` })
      .from(storedFiles)
      .where(eq(storedFiles.userId, userId));
    const usedFiles = usage?.files ?? 0;
    const usedBytes = Number(usage?.bytes ?? 0);
    const newBytes = files.reduce((sum, file) => sum + file.byteSize, 0);
    if (usedFiles + files.length > quota.quotaFiles) return { kind: 'storage-quota-files', maxFiles: quota.quotaFiles };
    if (usedBytes + newBytes > quota.quotaBytes) return { kind: 'storage-quota-bytes', maxBytes: quota.quotaBytes };
    await tx.insert(storedFiles).values(files.map((file) => ({ key: file.key, userId, byteSize: file.byteSize })));
    return undefined;
  });
}

/** Forgets files that were deleted from the store (or never written). */
export async function releaseStoredFiles(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
}
