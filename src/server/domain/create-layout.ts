import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { LayoutRecord } from '../../shared/api/layouts.js';
import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { automaticLayoutName, nameFromNamesAndDate } from '../../shared/layout/suggest-layout-name.js';
import { assertNever } from '../../shared/util/assert-never.js';
import type { Database } from '../db/client.js';
import { catalogRequests, layouts } from '../db/schema.js';
import { describeLayoutTemplate } from './describe-layout-template.js';
import type { BlobStore } from '../storage/blob-store.js';
import { documentBytes, type LayoutQuota, type LayoutQuotaRefusal, reserveLayoutRoom } from './layout-quota.js';
import { layoutThumbnailUrl, toLayoutSummary } from './layout-summary.js';
import { layoutThumbnailKey } from './save-layout.js';
import { readStoredLayoutDocument } from './read-stored-layout-document.js';
import { syncLayoutImageRefs } from './sync-layout-image-refs.js';
import { toSearchName } from './to-search-name.js';

/** A checked starting point (the route ran the document through checkLayoutDocument). */
export type NewLayoutSource =
  | { kind: 'template'; document: LayoutDocument }
  | { kind: 'request'; requestId: string; document: LayoutDocument }
  | { kind: 'copy'; layoutId: string };

export interface NewLayoutInput {
  userId: string;
  name?: string;
  source: NewLayoutSource;
  quota: LayoutQuota;
}

export function newLayoutId(): string {
  return `lay_${randomBytes(16).toString('base64url')}`;
}

export type CreateLayoutResult = { kind: 'created'; record: LayoutRecord } | { kind: 'not-found' } | LayoutQuotaRefusal;

/**
 * A new layout at revision 1. From a request: the request must be the operator's own and gets
 * linked to the new layout ('Apri layout'). A copy takes the latest revision of a live layout
 * of the same operator, with its image references (the images are shared, not duplicated) and a
 * copy of its thumbnail. Not found when the request or the layout to copy is not the caller's;
 * refused past the operator's layout quota.
 */
export async function createLayout(db: Database, store: BlobStore, input: NewLayoutInput): Promise<CreateLayoutResult> {
  const created = await insertLayout(db, input);
  if (created.kind !== 'inserted') return created;
  if (created.thumbnailKey === undefined || created.thumbnailKey === null) return { kind: 'created', record: created.record };
  const thumbnailKey = await copyThumbnail(db, store, { userId: input.userId, layoutId: created.record.id, from: created.thumbnailKey });
  return { kind: 'created', record: thumbnailKey === null ? created.record : { ...created.record, thumbnailUrl: layoutThumbnailUrl(created.record.id, thumbnailKey) } };
}

type Inserted = { kind: 'inserted'; record: LayoutRecord; thumbnailKey?: string | null } | { kind: 'not-found' } | LayoutQuotaRefusal;

async function insertLayout(db: Database, input: NewLayoutInput): Promise<Inserted> {
  return db.transaction(async (tx): Promise<Inserted> => {
    const start = await resolveStart(tx, input.userId, input.source);
    if (start === null) return { kind: 'not-found' };
    const bytes = documentBytes(start.document);
    const refusal = await reserveLayoutRoom(tx, input.userId, input.quota, { adding: true, documentBytes: bytes, thumbnailBytes: start.thumbnailBytes ?? 0 });
    if (refusal !== undefined) return refusal;
    const template = await describeLayoutTemplate(tx, input.userId, start.document.template.path);
    // The page is the template's own size, whatever the client said: every render is made at it.
    const document = template.size === null ? start.document : { ...start.document, template: { ...start.document.template, ...template.size } };
    // Named after what it is for (the couple and the day), not after its template: the list of
    // an operator with dozens of layouts on one template stays readable. Still renamable.
    const name = (input.name ?? start.defaultName ?? automaticLayoutName(document, template.displayName)).slice(0, 120);
    const now = new Date();
    const id = newLayoutId();
    const [row] = await tx
      .insert(layouts)
      .values({
        id,
        userId: input.userId,
        name,
        searchName: toSearchName(name),
        templatePath: start.document.template.path,
        theme: template.theme,
        document,
        documentBytes: bytes,
        schemaVersion: document.schemaVersion,
        revision: 1,
        requestId: start.requestId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (row === undefined) throw new Error('insert returned no layout');
    if (start.requestId !== null) await tx.update(catalogRequests).set({ layoutId: id }).where(eq(catalogRequests.id, start.requestId));
    await syncLayoutImageRefs(tx, { userId: input.userId, layoutId: id, document, now });
    return { kind: 'inserted', record: { ...toLayoutSummary(row), document }, thumbnailKey: start.thumbnailKey };
  });
}

/**
 * The copy shows its original's preview until its first save makes its own. Best effort, after
 * the commit: a store failure leaves the copy without a thumbnail, never without the layout.
 */
async function copyThumbnail(db: Database, store: BlobStore, input: { userId: string; layoutId: string; from: string }): Promise<string | null> {
  const key = layoutThumbnailKey(input.userId, input.layoutId);
  try {
    const blob = await store.get(input.from);
    if (blob === null) return null;
    await store.put(key, blob.bytes, 'image/jpeg');
    const [row] = await db
      .update(layouts)
      .set({ thumbnailKey: key, thumbnailBytes: blob.bytes.length })
      .where(and(eq(layouts.id, input.layoutId), isNull(layouts.thumbnailKey)))
      .returning({ key: layouts.thumbnailKey });
    if (row !== undefined) return key;
  } catch {
    // Falls through to the cleanup: the layout itself is stored.
  }
  await store.delete(key).catch(() => undefined);
  return null;
}

interface Start {
  document: LayoutDocument;
  requestId: string | null;
  defaultName?: string;
  /** A copy's thumbnail, copied after the new row is committed. */
  thumbnailKey?: string | null;
  thumbnailBytes?: number;
}

async function resolveStart(tx: Database, userId: string, source: NewLayoutSource): Promise<Start | null> {
  switch (source.kind) {
    case 'template':
      return { document: source.document, requestId: null };
    case 'request': {
      const [request] = await tx
        .select({ id: catalogRequests.id, formData: catalogRequests.formData })
        .from(catalogRequests)
        .where(and(eq(catalogRequests.id, source.requestId), eq(catalogRequests.operatorId, userId)));
      if (request === undefined) return null;
      const label = nameFromNamesAndDate(request.formData.names, request.formData.eventDate);
      return { document: source.document, requestId: request.id, ...(label === null ? {} : { defaultName: label }) };
    }
    case 'copy': {
      const [original] = await tx
        .select({ id: layouts.id, name: layouts.name, document: layouts.document, thumbnailKey: layouts.thumbnailKey, thumbnailBytes: layouts.thumbnailBytes })
        .from(layouts)
        .where(and(eq(layouts.id, source.layoutId), eq(layouts.userId, userId), isNull(layouts.deletedAt)));
      if (original === undefined) return null;
      return { document: readStoredLayoutDocument(original.document, original.id), requestId: null, defaultName: `${original.name} (copia)`, thumbnailKey: original.thumbnailKey, thumbnailBytes: original.thumbnailBytes };
    }
    default:
      return assertNever(source);
  }
}

