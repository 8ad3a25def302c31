import { useSyncExternalStore } from 'react';

/** Spec §9: under 768 px the editor shows a desktop notice instead. */
const narrowQuery = '(max-width: 767.98px)';

function subscribeToNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True while the window is narrower than the editor's mobile breakpoint, following resizes. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(
    subscribeToNarrow,
    () => window.matchMedia(narrowQuery).matches,
    () => false,
  );
}
