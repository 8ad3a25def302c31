import { useCallback, useEffect, useState } from 'react';
import type { LayoutSummary } from '../../shared/api/layouts.js';
import { serverMessageOf } from '../api/server-message.js';
import { layoutsApi } from './layouts-api.js';

export interface LayoutListQuery {
  q: string;
  isTrash: boolean;
  limit?: number;
}

export type LayoutListState =
  | { status: 'loading' }
  | { status: 'failed'; message: string | null }
  | { status: 'loaded'; layouts: readonly LayoutSummary[]; nextCursor: string | null; isLoadingMore: boolean; moreError: string | null };

/**
 * One cursor-paged listing of the operator's layouts (newest change first): the first page on
 * every new query, 'Carica altri' appends the next one. A failure carries the server's message.
 */
export function useLayoutList({ q, isTrash, limit }: LayoutListQuery) {
  const [state, setState] = useState<LayoutListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const deleted = isTrash ? '1' : undefined;

  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'loading' });
    layoutsApi.list({ q, ...(deleted === undefined ? {} : { deleted }), ...(limit === undefined ? {} : { limit }) }).then(
      (page) => {
        if (isCurrent) setState({ status: 'loaded', layouts: page.layouts, nextCursor: page.nextCursor, isLoadingMore: false, moreError: null });
      },
      (error: unknown) => {
        if (isCurrent) setState({ status: 'failed', message: serverMessageOf(error) });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [q, deleted, limit, attempt]);

  const loadMore = useCallback(async () => {
    if (state.status !== 'loaded' || state.nextCursor === null || state.isLoadingMore) return;
    const cursor = state.nextCursor;
    setState({ ...state, isLoadingMore: true, moreError: null });
    try {
      const page = await layoutsApi.list({ q, cursor, ...(deleted === undefined ? {} : { deleted }), ...(limit === undefined ? {} : { limit }) });
      setState((current) => {
        if (current.status !== 'loaded') return current;
        // A layout changed meanwhile may come round again on the next page: keep it once.
        const seen = new Set(current.layouts.map((layout) => layout.id));
        return { status: 'loaded', layouts: [...current.layouts, ...page.layouts.filter((layout) => !seen.has(layout.id))], nextCursor: page.nextCursor, isLoadingMore: false, moreError: null };
      });
    } catch (error) {
      setState((current) => (current.status === 'loaded' ? { ...current, isLoadingMore: false, moreError: serverMessageOf(error) ?? '' } : current));
    }
  }, [state, q, deleted, limit]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  /** A row renamed in place, or gone from this view (deleted, restored). */
  const update = useCallback((id: string, next: LayoutSummary | null) => {
    setState((current) => {
      if (current.status !== 'loaded') return current;
      const layouts = next === null ? current.layouts.filter((layout) => layout.id !== id) : current.layouts.map((layout) => (layout.id === id ? next : layout));
      return { ...current, layouts };
    });
  }, []);

  return { state, loadMore, reload, update };
}
