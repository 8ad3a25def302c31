import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { CatalogRequestFilters } from '../../shared/api/catalog-requests-query.js';
import { catalogRequests } from '../db/schema.js';
import { foldSearchSql } from '../db/search-text.js';

/** Words of a search, at most this many (each one is a LIKE on the folded text). */
const maxSearchWords = 8;

/** LIKE's own characters taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The WHERE of the operator's requests under the dashboard's filters: always the owner (the
 * leading column of every index on the table), then the status, dates and search words. Every
 * word must appear in the folded search text (accents and case ignored), in any order.
 * `withStatus: false` leaves the status out, for the counts per status.
 */
export function buildCatalogRequestFilters(operatorId: string, filters: CatalogRequestFilters, withStatus = true): SQL {
  const words = (filters.q ?? '').split(/\s+/).filter((word) => word !== '').slice(0, maxSearchWords);
  const conditions: (SQL | undefined)[] = [
    eq(catalogRequests.operatorId, operatorId),
    withStatus && filters.status !== undefined ? eq(catalogRequests.status, filters.status) : undefined,
    filters.from === undefined ? undefined : gte(catalogRequests.createdAt, new Date(filters.from)),
    filters.to === undefined ? undefined : lt(catalogRequests.createdAt, new Date(filters.to)),
    ...words.map((word) => sql`${catalogRequests.searchText} like ${foldSearchSql(sql`${`%${escapeLike(word)}%`}::text`)}`),
  ];
  return and(...conditions) ?? sql`true`;
}
