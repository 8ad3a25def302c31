import { and, count, eq } from 'drizzle-orm';
import type { CatalogRequestFilters } from '../../shared/api/catalog-requests-query.js';
import { RequestStatus, type RequestStatusCounts } from '../../shared/api/dashboard.js';
import type { Database } from '../db/client.js';
import { catalogRequestStatusCounts, catalogRequests } from '../db/schema.js';
import { buildCatalogRequestFilters } from './catalog-request-filters.js';

/**
 * The operator's requests per status under the search and dates (not the status: the chips
 * show what each one would list). Without a search or dates (the dashboard as it opens) they are
 * the few rows of catalog_request_status_counts, which triggers keep; with them, one grouped
 * count on the (operator, status, …) index. An unknown stored status counts as 'nuova', as the
 * list shows it.
 */
export async function countCatalogRequests(db: Database, operatorId: string, filters: CatalogRequestFilters = {}): Promise<RequestStatusCounts> {
  const isFiltered = (filters.q ?? '').trim() !== '' || filters.from !== undefined || filters.to !== undefined;
  const rows = isFiltered ? await selectStatusCounts(db, operatorId, filters) : await selectKeptStatusCounts(db, operatorId);
  const counts: RequestStatusCounts = { nuova: 0, in_lavorazione: 0, pronta_per_revisione: 0, modifiche_richieste: 0, approvata: 0, annullata: 0 };
  for (const row of rows) {
    const status = RequestStatus.safeParse(row.status);
    counts[status.success ? status.data : 'nuova'] += row.total;
  }
  return counts;
}

/** The operator's requests still 'nuova', for the top bar: one row of the kept counts. */
export async function countNewCatalogRequests(db: Database, operatorId: string): Promise<number> {
  const [row] = await db
    .select({ total: catalogRequestStatusCounts.total })
    .from(catalogRequestStatusCounts)
    .where(and(eq(catalogRequestStatusCounts.operatorId, operatorId), eq(catalogRequestStatusCounts.status, 'nuova')));
  return row?.total ?? 0;
}

/** The kept counts of one operator (migration 0015's triggers). */
function selectKeptStatusCounts(db: Database, operatorId: string) {
  return db
    .select({ status: catalogRequestStatusCounts.status, total: catalogRequestStatusCounts.total })
    .from(catalogRequestStatusCounts)
    .where(eq(catalogRequestStatusCounts.operatorId, operatorId));
}

/** The grouped count under a search or dates, apart for the index test's EXPLAIN. */
export function selectStatusCounts(db: Database, operatorId: string, filters: CatalogRequestFilters) {
  return db
    .select({ status: catalogRequests.status, total: count() })
    .from(catalogRequests)
    .where(buildCatalogRequestFilters(operatorId, filters, false))
    .groupBy(catalogRequests.status);
}
