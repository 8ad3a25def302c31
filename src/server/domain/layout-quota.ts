import { count, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import type { Database } from '../db/client.js';
import { layouts, users } from '../db/schema.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

export interface LayoutQuota {
  /** Layouts one operator may keep, those in the bin included. */
  maxLayouts: number;
  /** Bytes of documents and thumbnails one operator's layouts may take together. */
  maxBytes: number;
}

export interface LayoutRoomRequest {
  /** A new layout is being made (create, copy). */
  adding: boolean;
  documentBytes: number;
  /** The new thumbnail's bytes, or 'kept': the rewritten layout keeps the one it has. */
  thumbnailBytes: number | 'kept';
  /** The layout being rewritten, whose present bytes give way to the new ones. */
  replacing?: string;
}

/** JSON bytes of a document as the store keeps it. */
export function documentBytes(document: unknown): number {
  return Buffer.byteLength(JSON.stringify(document) ?? '', 'utf8');
}

/**
 * Refuses a layout write that would take the operator past their layout quota: 409
 * LAYOUT_QUOTA_COUNT for one layout too many, 413 LAYOUT_QUOTA_BYTES for too many bytes. Runs in
 * the write's transaction under a lock on the operator's row (taken before any layout row), so
 * parallel writes cannot overrun it together. A save that makes a layout smaller always passes.
 */
export async function reserveLayoutRoom(tx: Database, userId: string, quota: LayoutQuota, change: LayoutRoomRequest): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const replacing = change.replacing ?? '';
  const [usage] = await tx
    .select({
      layouts: count(),
      bytes: sql<string>`coalesce(sum(${layouts.documentBytes} + ${layouts.thumbnailBytes}), 0)`,
      replacedDocument: sql<string>`coalesce(sum(${layouts.documentBytes}) filter (where ${layouts.id} = ${replacing}), 0)`,
      replacedThumbnail: sql<string>`coalesce(sum(${layouts.thumbnailBytes}) filter (where ${layouts.id} = ${replacing}), 0)`,
    })
    .from(layouts)
    .where(eq(layouts.userId, userId));
  const used = Number(usage?.bytes ?? 0);
  const replacedThumbnail = Number(usage?.replacedThumbnail ?? 0);
  const replaced = Number(usage?.replacedDocument ?? 0) + replacedThumbnail;
  const bytes = change.documentBytes + (change.thumbnailBytes === 'kept' ? replacedThumbnail : change.thumbnailBytes);
  if (change.adding && (usage?.layouts ?? 0) >= quota.maxLayouts) {
    throw new AppError(409, ErrorCodes.layoutQuotaCount, apiMessage('layoutQuotaCount', { n: quota.maxLayouts }), { maxLayouts: quota.maxLayouts });
  }
  if (bytes > replaced && used - replaced + bytes > quota.maxBytes) {
    const megabytes = Math.floor(quota.maxBytes / (1024 * 1024));
    throw new AppError(413, ErrorCodes.layoutQuotaBytes, apiMessage('layoutQuotaBytes', { n: megabytes }), { maxBytes: quota.maxBytes });
  }
}
