import { useEffect } from 'react';
import { serverRenderedAttribute } from '../../shared/ssr/boot-state.js';

/** The event boot.ts waits for to replay what the visitor did before the page was hydrated. */
export const hydratedEventName = 'cornice:hydrated';

/**
 * Rendered after the page inside the frame's Suspense boundary, which React hydrates after the
 * rest of the tree: its effect runs once the whole page is hydrated and live. It marks
 * <html data-hydrated> (tests wait on it) and tells boot.ts. Only server-rendered pages have it.
 */
export function HydrationSignal() {
  useEffect(() => {
    // Also when the browser rendered a server's page afresh (its boot state unreadable, a script
    // missing): boot.ts must stop holding the visitor's presses.
    if (document.getElementById('root')?.hasAttribute(serverRenderedAttribute) !== true) return;
    document.documentElement.dataset['hydrated'] = 'true';
    window.dispatchEvent(new Event(hydratedEventName));
  }, []);
  return null;
}
