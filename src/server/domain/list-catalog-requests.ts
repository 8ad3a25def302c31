import { and, desc, eq, sql } from 'drizzle-orm';
import type { CatalogRequestFilters } from '../../shared/api/catalog-requests-query.js';
import { type CatalogRequestItem, RequestStatus } from '../../shared/api/dashboard.js';
import { defaultPageSize, encodePageCursor, type PageCursor } from '../../shared/api/page-cursor.js';
import type { Database } from '../db/client.js';
import { selectCursorTime } from '../db/cursor-time.js';
import { catalogRequests, drafts } from '../db/schema.js';
import { buildCatalogRequestFilters } from './catalog-request-filters.js';
import { findRequestCustomTemplates } from './find-request-custom-templates.js';
import { listRequestTimelines } from './list-request-timelines.js';

export interface CatalogRequestsPage {
  requests: CatalogRequestItem[];
  /** The cursor of the page after this one; null when this one is the last. */
  nextCursor: string | null;
}

export interface ListCatalogRequestsOptions extends CatalogRequestFilters {
  /** Start after this request (the last one of the page before). */
  cursor?: PageCursor | undefined;
  limit?: number;
}

/**
 * One page of the operator's client requests, newest first, keyset-paged on (created_at, id)
 * by the (operator, created_at desc, id desc) index (or its twin with the status). A status
 * we do not know reads as 'nuova' (spec part 2 §4).
 */
export async function listCatalogRequests(db: Database, operatorId: string, options: ListCatalogRequestsOptions = {}): Promise<CatalogRequestsPage> {
  const limit = options.limit ?? defaultPageSize;
  const rows = await selectCatalogRequestsPage(db, operatorId, options, limit);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last !== undefined ? encodePageCursor({ at: last.createdAtText, id: last.id }) : null;
  const requests = page.map(toCatalogRequestItem);
  const uploads = await findRequestCustomTemplates(db, operatorId, requests.map((request) => request.template.original_path));
  const timelines = await listRequestTimelines(db, requests.map((request) => request.id));
  return {
    requests: requests.map((request) => ({ ...request, customTemplate: uploads.get(request.template.original_path) ?? null, timeline: timelines.get(request.id) ?? [] })),
    nextCursor,
  };
}

/** The page's query, one row more than the page (whether a next one exists, without counting); the index test EXPLAINs it. */
export function selectCatalogRequestsPage(db: Database, operatorId: string, options: ListCatalogRequestsOptions, limit: number) {
  const { cursor } = options;
  // A row comparison, which the index serves as one range: strictly older, or as old with a smaller id.
  const after = cursor === undefined ? undefined : sql`(${catalogRequests.createdAt}, ${catalogRequests.id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
  return db
    .select({
      id: catalogRequests.id,
      createdAt: catalogRequests.createdAt,
      createdAtText: selectCursorTime(catalogRequests.createdAt),
      status: catalogRequests.status,
      draftId: catalogRequests.draftId,
      template: catalogRequests.template,
      formData: catalogRequests.formData,
      clientChanges: catalogRequests.clientChanges,
      layoutId: catalogRequests.layoutId,
      draftLayoutRevision: drafts.layoutRevision,
      personalDataErasedAt: catalogRequests.personalDataErasedAt,
    })
    .from(catalogRequests)
    // The revision the client saw: the draft's, by its primary key.
    .leftJoin(drafts, eq(drafts.id, catalogRequests.draftId))
    .where(and(buildCatalogRequestFilters(operatorId, options), after))
    .orderBy(desc(catalogRequests.createdAt), desc(catalogRequests.id))
    .limit(limit + 1);
}

type RequestRow = Pick<typeof catalogRequests.$inferSelect, 'id' | 'createdAt' | 'status' | 'draftId' | 'template' | 'formData' | 'clientChanges' | 'layoutId'> & {
  draftLayoutRevision: number | null;
  personalDataErasedAt?: Date | null;
};

export function toCatalogRequestItem(row: RequestRow): CatalogRequestItem {
  const status = RequestStatus.safeParse(row.status);
  return {
    id: row.id,
    timestamp: row.createdAt.toISOString(),
    status: status.success ? status.data : 'nuova',
    draftId: row.draftId,
    template: {
      displayName: row.template.displayName ?? '',
      original_path: row.template.original_path ?? '',
      preview: row.template.preview ?? '',
    },
    formData: {
      names: row.formData.names ?? '',
      eventDate: row.formData.eventDate ?? '',
      email: row.formData.email ?? '',
      phone: row.formData.phone ?? '',
      city: row.formData.city ?? '',
      otherText: row.formData.otherText ?? '',
    },
    clientChanges: row.clientChanges,
    layoutId: row.layoutId,
    draftLayoutRevision: row.draftLayoutRevision,
    customTemplate: null,
    personalDataErasedAt: row.personalDataErasedAt?.toISOString() ?? null,
  };
}
