import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { LayoutConflictDetails } from '../../shared/api/layouts.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import type { Database } from '../db/client.js';
import { layouts } from '../db/schema.js';
import type { BlobStore } from '../storage/blob-store.js';
import { documentBytes, type LayoutQuota, type LayoutQuotaRefusal, reserveLayoutRoom } from './layout-quota.js';
import { automaticLayoutName } from '../../shared/layout/suggest-layout-name.js';
import { describeLayoutTemplate } from './describe-layout-template.js';
import { readStoredLayoutDocument } from './read-stored-layout-document.js';
import { toSearchName } from './to-search-name.js';
import { syncLayoutImageRefs } from './sync-layout-image-refs.js';

export type SaveLayoutResult =
  | { kind: 'saved'; revision: number; updatedAt: Date; thumbnailKey: string | null }
  | { kind: 'conflict'; details: LayoutConflictDetails }
  | { kind: 'template-changed' }
  | { kind: 'not-found' }
  | LayoutQuotaRefusal;

export interface SaveLayoutInput {
  userId: string;
  layoutId: string;
  baseRevision: number;
  document: LayoutDocument;
  /** 'Keep mine': save over whatever is stored, as a new revision. */
  force: boolean;
  /** An already re-encoded JPEG (normaliseLayoutThumbnail). */
  thumbnail?: Buffer;
  quota: LayoutQuota;
}

export function layoutThumbnailKey(userId: string, layoutId: string): string {
  return `layout-thumbnails/${userId}/${layoutId}-${randomBytes(9).toString('base64url')}.jpg`;
}

/**
 * Optimistic concurrency: the row is locked, its revision compared with the one the editor
 * started from, and the UPDATE is guarded by that revision too, so two saves from the same base
 * can never both win and nothing is overwritten silently. A forced save takes the revision it
 * found under the lock. The new thumbnail is written first under a fresh key (a failed save
 * deletes it); the old one is deleted only after the new row is committed. A document naming
 * another template than the layout's is refused: the template is the layout's for good.
 */
export async function saveLayout(db: Database, store: BlobStore, input: SaveLayoutInput): Promise<SaveLayoutResult> {
  const newThumbnailKey = input.thumbnail === undefined ? null : layoutThumbnailKey(input.userId, input.layoutId);
  if (newThumbnailKey !== null && input.thumbnail !== undefined) await store.put(newThumbnailKey, input.thumbnail, 'image/jpeg');
  let result: SaveLayoutResult & { oldThumbnailKey?: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const bytes = documentBytes(input.document);
      const thumbnailBytes = input.thumbnail === undefined ? ('kept' as const) : input.thumbnail.length;
      const refusal = await reserveLayoutRoom(tx, input.userId, input.quota, { adding: false, documentBytes: bytes, thumbnailBytes, replacing: input.layoutId });
      if (refusal !== undefined) return refusal;
      const owned = and(eq(layouts.id, input.layoutId), eq(layouts.userId, input.userId), isNull(layouts.deletedAt));
      const [current] = await tx
        .select({ revision: layouts.revision, thumbnailKey: layouts.thumbnailKey, name: layouts.name, document: layouts.document, templatePath: layouts.templatePath })
        .from(layouts)
        .where(owned)
        .for('update');
      if (current === undefined) return { kind: 'not-found' as const };
      // A layout keeps the template it was made from: passes, lists and booth packs are judged on it.
      if (input.document.template.path !== current.templatePath || !keepsPageSize(input.document, current.document)) return { kind: 'template-changed' as const };
      if (!input.force && current.revision !== input.baseRevision) {
        const [stored] = await tx.select({ revision: layouts.revision, updatedAt: layouts.updatedAt, document: layouts.document }).from(layouts).where(owned);
        if (stored === undefined) return { kind: 'not-found' as const };
        const details = { revision: stored.revision, updatedAt: stored.updatedAt.toISOString(), document: readStoredLayoutDocument(stored.document, input.layoutId) };
        return { kind: 'conflict' as const, details };
      }
      const now = new Date();
      const name = await followAutomaticName(tx, input, current);
      const [saved] = await tx
        .update(layouts)
        .set({
          document: input.document,
          schemaVersion: input.document.schemaVersion,
          revision: current.revision + 1,
          updatedAt: now,
          documentBytes: bytes,
          ...(name === null ? {} : { name, searchName: toSearchName(name) }),
          ...(newThumbnailKey === null || thumbnailBytes === 'kept' ? {} : { thumbnailKey: newThumbnailKey, thumbnailBytes }),
        })
        .where(and(owned, eq(layouts.revision, current.revision)))
        .returning({ revision: layouts.revision, updatedAt: layouts.updatedAt, thumbnailKey: layouts.thumbnailKey });
      // Unreachable under the row lock; kept so the guard holds even if the lock were dropped.
      if (saved === undefined) throw new Error(`layout ${input.layoutId} changed under its row lock`);
      await syncLayoutImageRefs(tx, { userId: input.userId, layoutId: input.layoutId, document: input.document, now });
      return { kind: 'saved' as const, ...saved, oldThumbnailKey: newThumbnailKey === null ? null : current.thumbnailKey };
    });
  } catch (error) {
    if (newThumbnailKey !== null) await store.delete(newThumbnailKey).catch(() => undefined);
    throw error;
  }
  if (result.kind !== 'saved') {
    if (newThumbnailKey !== null) await store.delete(newThumbnailKey).catch(() => undefined);
    return result;
  }
  // The save is committed: a store hiccup here leaves an orphan file, never a failed answer.
  if (result.oldThumbnailKey !== undefined && result.oldThumbnailKey !== null) await store.delete(result.oldThumbnailKey).catch(() => undefined);
  return { kind: 'saved', revision: result.revision, updatedAt: result.updatedAt, thumbnailKey: result.thumbnailKey };
}

/**
 * A layout still called by the name it got by itself follows its texts ('Nome & Nome' becoming
 * 'Giulia & Marco – 14/06/2026'); one the operator renamed keeps their name. Null: no change.
 */
async function followAutomaticName(tx: Database, input: SaveLayoutInput, current: { name: string; document: unknown }): Promise<string | null> {
  const { displayName } = await describeLayoutTemplate(tx, input.userId, input.document.template.path);
  let before: string;
  try {
    before = automaticLayoutName(readStoredLayoutDocument(current.document, input.layoutId), displayName).slice(0, 120);
  } catch {
    return null;
  }
  if (current.name !== before) return null;
  const after = automaticLayoutName(input.document, displayName).slice(0, 120);
  return after === current.name ? null : after;
}

/** The page keeps the size it was created with (the template's own): every render is made at it. */
function keepsPageSize(document: LayoutDocument, stored: unknown): boolean {
  const page = LayoutPageSize.safeParse(stored);
  return !page.success || (page.data.template.width === document.template.width && page.data.template.height === document.template.height);
}

const LayoutPageSize = z.object({ template: z.object({ width: z.number(), height: z.number() }) });
