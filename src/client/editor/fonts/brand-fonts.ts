import { BrandFontRegistry } from './brand-font-registry.js';
import { readFontCatalogOnce } from '../../fonts/font-catalog-once.js';

/** The page's one registry of brand fonts (see BrandFontRegistry). */
export const brandFonts = new BrandFontRegistry(() => (typeof document === 'undefined' ? null : document.fonts), readFontCatalogOnce);
