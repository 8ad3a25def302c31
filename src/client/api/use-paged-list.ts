import { useCallback, useEffect, useRef, useState } from 'react';

/** One page as the paged list endpoints answer it; `total` only with the first. */
export interface FetchedPage<Item> {
  items: Item[];
  nextCursor: string | null;
  total: number | null;
}

export type PagedListState<Item> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; items: Item[]; nextCursor: string | null; total: number };

export interface PagedList<Item> {
  state: PagedListState<Item>;
  isLoadingMore: boolean;
  /** Adds the next page; false when it failed (the items shown stay). */
  loadMore: () => Promise<boolean>;
  reload: () => void;
  /** Takes an item out in place (after a delete) and one off the total. */
  removeWhere: (isRemoved: (item: Item) => boolean) => void;
  /** Changes items in place (after an edit that keeps their place in the order). */
  updateWhere: (update: (item: Item) => Item) => void;
}

/**
 * A cursor-paged list (GET …?cursor=): the first page when `key` changes, more on demand. A page
 * still on its way when the key changes or the list reloads is dropped. Shared by the dashboard's
 * lists; `fetchPage` must be stable for a given key (useCallback).
 */
export function usePagedList<Item>(key: string, fetchPage: (cursor: string | undefined) => Promise<FetchedPage<Item>>): PagedList<Item> {
  const [state, setState] = useState<PagedListState<Item>>({ status: 'loading' });
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [reloads, setReloads] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const current = (generation.current += 1);
    fetchPage(undefined).then(
      (page) => {
        if (generation.current === current) setState({ status: 'loaded', items: page.items, nextCursor: page.nextCursor, total: page.total ?? page.items.length });
      },
      () => {
        if (generation.current === current) setState({ status: 'error' });
      },
    );
  }, [key, fetchPage, reloads]);

  const loadMore = useCallback(async (): Promise<boolean> => {
    if (state.status !== 'loaded' || state.nextCursor === null) return false;
    const current = generation.current;
    setIsLoadingMore(true);
    try {
      const page = await fetchPage(state.nextCursor);
      if (generation.current !== current) return false;
      setState((previous) => (previous.status === 'loaded' ? { ...previous, items: [...previous.items, ...page.items], nextCursor: page.nextCursor } : previous));
      return true;
    } catch {
      return false;
    } finally {
      setIsLoadingMore(false);
    }
  }, [state, fetchPage]);

  const reload = useCallback(() => {
    generation.current += 1;
    setState({ status: 'loading' });
    setReloads((count) => count + 1);
  }, []);

  const removeWhere = useCallback((isRemoved: (item: Item) => boolean) => {
    setState((previous) => {
      if (previous.status !== 'loaded') return previous;
      const items = previous.items.filter((item) => !isRemoved(item));
      return { ...previous, items, total: Math.max(0, previous.total - (previous.items.length - items.length)) };
    });
  }, []);

  const updateWhere = useCallback((update: (item: Item) => Item) => {
    setState((previous) => (previous.status === 'loaded' ? { ...previous, items: previous.items.map(update) } : previous));
  }, []);

  return { state, isLoadingMore, loadMore, reload, removeWhere, updateWhere };
}
