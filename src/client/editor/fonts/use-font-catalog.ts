import { useEffect, useState } from 'react';
import type { FontCatalog } from '../../catalog/fonts/font-catalog';
import { loadFontCatalog } from '../../catalog/fonts/load-font-catalog';

let cached: Promise<FontCatalog> | null = null;

/** The font catalogue, read once per page (it never fails: see loadFontCatalog); null while loading. */
export function useFontCatalog(): FontCatalog | null {
  const [catalog, setCatalog] = useState<FontCatalog | null>(null);
  useEffect(() => {
    let isCurrent = true;
    cached ??= loadFontCatalog();
    void cached.then((loaded) => {
      if (isCurrent) setCatalog(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return catalog;
}
