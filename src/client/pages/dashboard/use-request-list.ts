import { useCallback, useEffect, useRef, useState } from 'react';
import type { CatalogRequestFilters } from '../../../shared/api/catalog-requests-query.js';
import type { RequestStatus } from '../../../shared/api/dashboard.js';
import { refreshNewRequestsCount } from '../../app/new-requests-count.js';
import { dashboardApi, serverMessageOf } from './dashboard-api.js';
import { appendPage, applyDelete, applyStatusChange, type RequestList } from './request-list-model.js';

export type RequestListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; list: RequestList };

export interface RequestListHandle {
  state: RequestListState;
  filters: CatalogRequestFilters;
  setFilters: (filters: CatalogRequestFilters) => void;
  isRefreshing: boolean;
  isLoadingMore: boolean;
  /** A failure of 'Carica altre' (the pages shown stay). */
  moreError: string | null;
  /** Resolves with how many requests were shown before the new page (where focus should go). */
  loadMore: () => Promise<number | null>;
  reload: () => void;
  changeStatus: (requestId: string, status: RequestStatus) => Promise<void>;
  remove: (requestId: string) => Promise<void>;
}

/**
 * The dashboard's request list: the first page under the filters (with the counts per status),
 * more pages on demand, and changes applied in place so the operator keeps the pages and the
 * place they reached. A slow answer for filters since replaced is dropped.
 */
export function useRequestList(defaultError: string): RequestListHandle {
  const [filters, setFilters] = useState<CatalogRequestFilters>({});
  const [state, setState] = useState<RequestListState>({ status: 'loading' });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  /** New filters asked, their first page not here yet: the old pages stay on screen meanwhile. */
  const [isRefreshing, setIsRefreshing] = useState(false);
  const [reloads, setReloads] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const current = (generation.current += 1);
    dashboardApi.listRequests(filters).then(
      (page) => {
        if (generation.current !== current) return;
        setIsRefreshing(false);
        const counts = page.counts ?? { nuova: 0, in_lavorazione: 0, pronta_per_revisione: 0, modifiche_richieste: 0, approvata: 0, annullata: 0 };
        setState({ status: 'loaded', list: { requests: page.requests, counts, nextCursor: page.nextCursor ?? null } });
      },
      (error: unknown) => {
        if (generation.current !== current) return;
        setIsRefreshing(false);
        setState({ status: 'error', message: serverMessageOf(error) ?? defaultError });
      },
    );
  }, [filters, reloads, defaultError]);

  const loadMore = useCallback(async (): Promise<number | null> => {
    if (state.status !== 'loaded' || state.list.nextCursor === null) return null;
    const current = generation.current;
    const shown = state.list.requests.length;
    setIsLoadingMore(true);
    setMoreError(null);
    try {
      const page = await dashboardApi.listRequests(filters, state.list.nextCursor);
      if (generation.current !== current) return null;
      setState((previous) => (previous.status === 'loaded' ? { status: 'loaded', list: appendPage(previous.list, { requests: page.requests, nextCursor: page.nextCursor ?? null }) } : previous));
      return shown;
    } catch (error) {
      if (generation.current === current) setMoreError(serverMessageOf(error) ?? defaultError);
      return null;
    } finally {
      if (generation.current === current) setIsLoadingMore(false);
    }
  }, [state, filters, defaultError]);

  const changeStatus = useCallback(async (requestId: string, status: RequestStatus) => {
    await dashboardApi.updateRequestStatus(requestId, status);
    setState((previous) => (previous.status === 'loaded' ? { status: 'loaded', list: applyStatusChange(previous.list, requestId, status) } : previous));
    void refreshNewRequestsCount();
  }, []);

  const remove = useCallback(async (requestId: string) => {
    await dashboardApi.deleteRequest(requestId);
    setState((previous) => (previous.status === 'loaded' ? { status: 'loaded', list: applyDelete(previous.list, requestId) } : previous));
    void refreshNewRequestsCount();
  }, []);

  // Both drop any page still on its way for the filters before (its generation is gone).
  const reload = useCallback(() => {
    generation.current += 1;
    setMoreError(null);
    setIsLoadingMore(false);
    setState({ status: 'loading' });
    setReloads((count) => count + 1);
  }, []);

  const onSetFilters = useCallback((next: CatalogRequestFilters) => {
    generation.current += 1;
    setMoreError(null);
    setIsLoadingMore(false);
    setIsRefreshing(true);
    setFilters(next);
  }, []);

  return { state, filters, setFilters: onSetFilters, isRefreshing, isLoadingMore, moreError, loadMore, reload, changeStatus, remove };
}
