import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { FontCatalog } from './font-catalog.js';
import { brandFonts } from '../editor/fonts/brand-fonts.js';
import { fetchBrandFonts } from '../editor/fonts/brand-fonts-api.js';
import { withBrandFonts } from '../editor/fonts/brand-font-catalog.js';
import { readFontCatalogOnce } from './font-catalog-once.js';

/**
 * The font catalogue, read once per page (it never fails: see loadFontCatalog); null while
 * loading. With `hasBrandFonts` (an operator's own editor, not the demo) the operator's fonts
 * come first, under 'I miei font', and are loaded as faces before the canvas draws.
 */
export function useFontCatalog({ hasBrandFonts = false }: { hasBrandFonts?: boolean } = {}): FontCatalog | null {
  const [catalog, setCatalog] = useState<FontCatalog | null>(null);
  const brand = useSyncExternalStore(brandFonts.subscribe, brandFonts.getState, brandFonts.getState);
  useEffect(() => {
    if (hasBrandFonts) void brandFonts.start(fetchBrandFonts);
    let isCurrent = true;
    void readFontCatalogOnce().then((loaded) => {
      if (isCurrent) setCatalog(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [hasBrandFonts]);
  return useMemo(() => (catalog === null ? null : hasBrandFonts ? withBrandFonts(catalog, brand.fonts) : catalog), [catalog, brand.fonts, hasBrandFonts]);
}
