import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { layouts, users } from '../db/schema.js';

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

/** A layout write past the operator's quota: one layout too many, or too many bytes (routes: http/layout-quota-error.ts). */
export type LayoutQuotaRefusal = { kind: 'layout-quota-count'; maxLayouts: number } | { kind: 'layout-quota-bytes'; maxBytes: number };

/**
 * Says whether a layout write would take the operator past their layout quota (undefined: it
 * fits). Runs in the write's transaction, before it writes anything, under a lock on the
 * operator's row (taken before any layout row), so parallel writes cannot overrun it together;
 * a refused write returns without writing. A save that makes a layout smaller always passes.
 */
export async function reserveLayoutRoom(tx: Database, userId: string, quota: LayoutQuota, change: LayoutRoomRequest): Promise<LayoutQuotaRefusal | undefined> {
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
  if (change.adding && (usage?.layouts ?? 0) >= quota.maxLayouts) return { kind: 'layout-quota-count', maxLayouts: quota.maxLayouts };
  if (bytes > replaced && used - replaced + bytes > quota.maxBytes) return { kind: 'layout-quota-bytes', maxBytes: quota.maxBytes };
  return undefined;
}
