import { useEffect } from 'react';
import { useBootState } from './boot-state-context';

/** The event boot.ts waits for to replay what the visitor did before the page was hydrated. */
export const hydratedEventName = 'cornice:hydrated';

/**
 * Rendered after the page inside the frame's Suspense boundary, which React hydrates after the
 * rest of the tree: its effect runs once the whole page is hydrated and live. It marks
 * <html data-hydrated> (tests wait on it) and tells boot.ts. Only server-rendered pages have it.
 */
export function HydrationSignal() {
  const isServerRendered = useBootState() !== null;
  useEffect(() => {
    if (!isServerRendered) return;
    document.documentElement.dataset['hydrated'] = 'true';
    window.dispatchEvent(new Event(hydratedEventName));
  }, [isServerRendered]);
  return null;
}
