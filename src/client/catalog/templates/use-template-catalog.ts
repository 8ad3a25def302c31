import { useCallback, useEffect, useState } from 'react';
import type { TemplateEntry } from '../../../shared/catalog/template-entry.js';
import { loadTemplateCatalog, peekTemplateCatalog } from './load-template-catalog.js';

export type TemplateCatalogState = { status: 'loading' } | { status: 'loaded'; entries: TemplateEntry[] } | { status: 'error' };

function initialState(): TemplateCatalogState {
  const entries = peekTemplateCatalog();
  return entries === null ? { status: 'loading' } : { status: 'loaded', entries };
}

/** The built-in template catalogue, with a retry for the error state. */
export function useTemplateCatalog(): TemplateCatalogState & { onRetry: () => void } {
  const [state, setState] = useState<TemplateCatalogState>(initialState);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    loadTemplateCatalog().then(
      (entries) => {
        if (isCurrent) setState({ status: 'loaded', entries });
      },
      (error: unknown) => {
        console.error('[templates] could not load the catalogue', error);
        if (isCurrent) setState({ status: 'error' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const onRetry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { ...state, onRetry };
}
