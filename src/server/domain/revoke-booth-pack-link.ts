import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { boothPackLinks, boothPackRevisions } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { releaseStoredFiles } from '../uploads/storage-quota.js';

/**
 * Revokes a layout's pull URL for good: the link and every revision go (rows first, then their
 * files and quota), so the token and its revision URLs answer 404 like a token never made. A
 * later publish makes a new URL. False when the operator has no link on that layout.
 */
export async function revokeBoothPackLink(db: Database, store: BlobStore, input: { userId: string; layoutId: string }): Promise<boolean> {
  const keys = await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ layoutId: boothPackLinks.layoutId })
      .from(boothPackLinks)
      .where(and(eq(boothPackLinks.layoutId, input.layoutId), eq(boothPackLinks.userId, input.userId)))
      .for('update');
    if (link === undefined) return null;
    const removed = await tx.delete(boothPackRevisions).where(eq(boothPackRevisions.layoutId, input.layoutId)).returning({ key: boothPackRevisions.blobKey });
    await tx.delete(boothPackLinks).where(eq(boothPackLinks.layoutId, input.layoutId));
    return removed.map((row) => row.key);
  });
  if (keys === null) return false;
  await Promise.all(keys.map((key) => store.delete(key)));
  await releaseStoredFiles(db, keys);
  return true;
}
