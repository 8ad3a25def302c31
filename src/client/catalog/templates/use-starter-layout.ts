import { useEffect, useState } from 'react';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { loadStarterLayout } from './load-starter-layout.js';

export type StarterLayoutState = { status: 'loading' } | { status: 'done'; document: LayoutDocument | null };

/** The template's starter layout when `isWanted`; done with null at once when it is not. */
export function useStarterLayout(templatePath: string, isWanted: boolean): StarterLayoutState {
  const [loaded, setLoaded] = useState<{ path: string; document: LayoutDocument | null } | null>(null);
  useEffect(() => {
    if (!isWanted) return undefined;
    let isCurrent = true;
    void loadStarterLayout(templatePath).then((document) => {
      if (isCurrent) setLoaded({ path: templatePath, document });
    });
    return () => {
      isCurrent = false;
    };
  }, [templatePath, isWanted]);
  if (!isWanted) return { status: 'done', document: null };
  return loaded?.path === templatePath ? { status: 'done', document: loaded.document } : { status: 'loading' };
}
