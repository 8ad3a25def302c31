import { useEffect, useSyncExternalStore } from 'react';

/**
 * How many of the operator's requests are still 'nuova', for the top bar's dashboard link. A
 * tiny store of its own: the dashboard refreshes it after a status change or a delete, and the
 * top bar reads it, with no zod (the top bar is on every page, in the first script).
 */
let count: number | null = null;
const listeners = new Set<() => void>();

function setCount(next: number | null): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server again; a failure (offline, logged out) hides the badge rather than show a stale number. */
export async function refreshNewRequestsCount(): Promise<void> {
  try {
    const response = await fetch('/api/catalog-requests/new-count', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const body: unknown = response.ok ? await response.json() : null;
    const value = typeof body === 'object' && body !== null && 'count' in body ? body.count : null;
    setCount(typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
  } catch {
    setCount(null);
  }
}

/** The count (null until known or for a visitor), fetched once the operator is known to be logged in. */
export function useNewRequestsCount(isLoggedIn: boolean): number | null {
  const value = useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
  useEffect(() => {
    if (isLoggedIn) void refreshNewRequestsCount();
    else setCount(null);
  }, [isLoggedIn]);
  return isLoggedIn ? value : null;
}
