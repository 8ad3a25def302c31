import { randomBytes } from 'node:crypto';
import { buildLogoUrl, logoNamePattern } from '../../shared/api/dashboard.js';
import type { Database } from '../db/client.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles, reserveStoredFiles, type StorageQuota, type StorageQuotaRefusal } from '../uploads/storage-quota.js';

/** Blob key of a logo; the user id is part of it, so a logo URL names its owner. */
export function logoBlobKey(userId: string, name: string): string {
  return `logos/${userId}/${name}.png`;
}

/** The blob key behind a logo URL when it is one of this user's logo URLs, else undefined. */
export function ownLogoBlobKey(userId: string, logoUrl: string): string | undefined {
  const name = /^\/api\/logos\/[^/]+\/([a-f0-9]{32})\.png$/.exec(logoUrl)?.[1];
  if (name === undefined || !logoNamePattern.test(name) || logoUrl !== buildLogoUrl(userId, name)) return undefined;
  return logoBlobKey(userId, name);
}

/**
 * Stores an already normalised logo PNG under a fresh random name and returns its public URL
 * (or why the quota refuses it).
 * A new name per upload means browsers and caches never show an old logo under a new URL.
 */
export async function storeLogo(db: Database, store: BlobStore, userId: string, png: Buffer, quota: StorageQuota): Promise<{ kind: 'stored'; logoUrl: string } | StorageQuotaRefusal> {
  const name = randomBytes(16).toString('hex');
  const key = logoBlobKey(userId, name);
  // Counted like any file: logos uploaded and never saved cannot pile up past the quota.
  const refusal = await reserveStoredFiles(db, userId, [{ key, byteSize: png.length }], quota);
  if (refusal !== undefined) return refusal;
  try {
    await store.put(key, png, 'image/png');
  } catch (error) {
    await releaseStoredFiles(db, [key]);
    throw error;
  }
  return { kind: 'stored', logoUrl: buildLogoUrl(userId, name) };
}
