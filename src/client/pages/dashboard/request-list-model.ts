import type { CatalogRequestFilters } from '../../../shared/api/catalog-requests-query.js';
import type { CatalogRequestItem, RequestStatus, RequestStatusCounts } from '../../../shared/api/dashboard.js';

/** The requests loaded so far under one set of filters, and what the chips count. */
export interface RequestList {
  requests: CatalogRequestItem[];
  counts: RequestStatusCounts;
  nextCursor: string | null;
}

/** A request moved from one status to another: the list shows it changed and the chips follow. */
export function applyStatusChange(list: RequestList, requestId: string, status: RequestStatus): RequestList {
  const request = list.requests.find((item) => item.id === requestId);
  if (request === undefined || request.status === status) return list;
  const counts = { ...list.counts, [request.status]: Math.max(0, list.counts[request.status] - 1), [status]: list.counts[status] + 1 };
  return { ...list, counts, requests: list.requests.map((item) => (item.id === requestId ? { ...item, status } : item)) };
}

/** A request deleted: gone from the list and from its chip's count. */
export function applyDelete(list: RequestList, requestId: string): RequestList {
  const request = list.requests.find((item) => item.id === requestId);
  if (request === undefined) return list;
  return { ...list, counts: { ...list.counts, [request.status]: Math.max(0, list.counts[request.status] - 1) }, requests: list.requests.filter((item) => item.id !== requestId) };
}

/** The next page added under the ones shown; a request already there (never expected) is not shown twice. */
export function appendPage(list: RequestList, page: { requests: CatalogRequestItem[]; nextCursor: string | null }): RequestList {
  const shown = new Set(list.requests.map((item) => item.id));
  return { ...list, requests: [...list.requests, ...page.requests.filter((item) => !shown.has(item.id))], nextCursor: page.nextCursor };
}

/** Every status's count added up: the 'Tutte' chip. */
export function totalOf(counts: RequestStatusCounts): number {
  return Object.values(counts).reduce((sum, value) => sum + value, 0);
}

/** The operator's days (yyyy-mm-dd, from date inputs) as the instants the API filters on: from midnight to the midnight after the last day. */
export function toInstantRange(fromDay: string, toDay: string): Pick<CatalogRequestFilters, 'from' | 'to'> {
  const range: Pick<CatalogRequestFilters, 'from' | 'to'> = {};
  const from = parseLocalDay(fromDay);
  const to = parseLocalDay(toDay);
  if (from !== null) range.from = from.toISOString();
  if (to !== null) range.to = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).toISOString();
  return range;
}

function parseLocalDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}
