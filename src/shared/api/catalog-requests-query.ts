import { z } from 'zod';
import { RequestStatus } from './dashboard.js';
import { PageCursorParam, PageLimitParam } from './page-cursor.js';

/** Longest search text: names, an email, a phone or a city. */
export const maxRequestSearchLength = 100;

const Instant = z.iso.datetime({ offset: true });

/**
 * The filters of the dashboard's request list, shared by the page (GET /api/catalog-requests)
 * and the export (GET /api/catalog-requests/export.csv), so the file holds what the list shows.
 * `from` (inclusive) and `to` (exclusive) are instants: the browser turns the operator's days
 * into its own midnight, so the database needs no time zone.
 */
export const CatalogRequestFilters = z.object({
  status: RequestStatus.optional(),
  q: z.string().trim().max(maxRequestSearchLength).optional(),
  from: Instant.optional(),
  to: Instant.optional(),
});
export type CatalogRequestFilters = z.infer<typeof CatalogRequestFilters>;

export const CatalogRequestsQuery = CatalogRequestFilters.extend({
  cursor: PageCursorParam.optional(),
  limit: PageLimitParam,
});
export type CatalogRequestsQuery = z.infer<typeof CatalogRequestsQuery>;

/** The query string of a filter set (empty values left out), for the list and the export link. */
export function buildRequestFiltersQuery(filters: CatalogRequestFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.status !== undefined) params.set('status', filters.status);
  if (filters.q !== undefined && filters.q.trim() !== '') params.set('q', filters.q.trim());
  if (filters.from !== undefined) params.set('from', filters.from);
  if (filters.to !== undefined) params.set('to', filters.to);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
