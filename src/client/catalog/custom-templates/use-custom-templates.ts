import { useCallback, useEffect, useState } from 'react';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import { useSession } from '../../api/use-session';
import { customTemplatesApi } from './custom-templates-api';

export type CustomTemplatesState = { status: 'loading' } | { status: 'loaded'; templates: CustomTemplate[] } | { status: 'error' };
export type CustomTemplatesHandle = CustomTemplatesState & { reload: () => Promise<void> };

/**
 * The logged-in operator's own uploaded templates; a visitor has none (an empty list, no call).
 * `reload` refreshes after an edit or delete without reloading the page.
 */
export function useCustomTemplates(): CustomTemplatesHandle {
  const { isLoggedIn, status: sessionStatus } = useSession();
  const [state, setState] = useState<CustomTemplatesState>({ status: 'loading' });

  const reload = useCallback(async () => {
    if (!isLoggedIn) return;
    try {
      setState({ status: 'loaded', templates: await customTemplatesApi.list() });
    } catch {
      setState({ status: 'error' });
    }
  }, [isLoggedIn]);

  useEffect(() => {
    if (sessionStatus === 'loading' || !isLoggedIn) return;
    let isCurrent = true;
    customTemplatesApi.list().then(
      (templates) => {
        if (isCurrent) setState({ status: 'loaded', templates });
      },
      () => {
        if (isCurrent) setState({ status: 'error' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [sessionStatus, isLoggedIn]);

  if (sessionStatus !== 'loading' && !isLoggedIn) return { status: 'loaded', templates: [], reload };
  return { ...state, reload };
}
