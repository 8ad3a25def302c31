import { useEffect, useState } from 'react';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import { useSession } from '../../api/use-session.js';
import { customTemplatesApi } from './custom-templates-api.js';

export type CustomTemplatesState = { status: 'loading' } | { status: 'loaded'; templates: CustomTemplate[] } | { status: 'error' };

/**
 * The logged-in operator's own uploads of one theme and format, as a selection grid shows them;
 * a visitor has none (an empty list, no call). The dashboard pages through all of them instead
 * (uploaded-templates-section.tsx).
 */
export function useCustomTemplates(theme: string, format: string): CustomTemplatesState {
  const { isLoggedIn, status: sessionStatus } = useSession();
  const key = `${theme}/${format}`;
  // What was loaded, and for which theme and format: another pair reads as loading until its own arrives.
  const [loaded, setLoaded] = useState<{ key: string; state: CustomTemplatesState } | null>(null);

  useEffect(() => {
    if (sessionStatus === 'loading' || !isLoggedIn) return;
    let isCurrent = true;
    customTemplatesApi.listAllOf(theme, format).then(
      (templates) => {
        if (isCurrent) setLoaded({ key, state: { status: 'loaded', templates } });
      },
      () => {
        if (isCurrent) setLoaded({ key, state: { status: 'error' } });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [sessionStatus, isLoggedIn, theme, format, key]);

  if (sessionStatus !== 'loading' && !isLoggedIn) return { status: 'loaded', templates: [] };
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
