import { and, count, eq } from 'drizzle-orm';
import type { CatalogRequestFilters } from '../../shared/api/catalog-requests-query.js';
import { RequestStatus, type RequestStatusCounts } from '../../shared/api/dashboard.js';
import type { Database } from '../db/client.js';
import { catalogRequests } from '../db/schema.js';
import { buildCatalogRequestFilters } from './catalog-request-filters.js';

/**
 * The operator's requests per status under the search and dates (not the status: the chips
 * show what each one would list). One grouped count on the (operator, status, …) index; an
 * unknown stored status counts as 'nuova', as the list shows it.
 */
export async function countCatalogRequests(db: Database, operatorId: string, filters: CatalogRequestFilters = {}): Promise<RequestStatusCounts> {
  const rows = await selectStatusCounts(db, operatorId, filters);
  const counts: RequestStatusCounts = { nuova: 0, in_lavorazione: 0, pronta_per_revisione: 0, modifiche_richieste: 0, approvata: 0, annullata: 0 };
  for (const row of rows) {
    const status = RequestStatus.safeParse(row.status);
    counts[status.success ? status.data : 'nuova'] += row.total;
  }
  return counts;
}

/** The operator's requests still 'nuova': an index-only count for the top bar. */
export async function countNewCatalogRequests(db: Database, operatorId: string): Promise<number> {
  const [row] = await selectNewCount(db, operatorId);
  return row?.total ?? 0;
}

/** The queries above, apart for the index test's EXPLAIN. */
export function selectStatusCounts(db: Database, operatorId: string, filters: CatalogRequestFilters) {
  return db
    .select({ status: catalogRequests.status, total: count() })
    .from(catalogRequests)
    .where(buildCatalogRequestFilters(operatorId, filters, false))
    .groupBy(catalogRequests.status);
}

export function selectNewCount(db: Database, operatorId: string) {
  return db
    .select({ total: count() })
    .from(catalogRequests)
    .where(and(eq(catalogRequests.operatorId, operatorId), eq(catalogRequests.status, 'nuova')));
}
