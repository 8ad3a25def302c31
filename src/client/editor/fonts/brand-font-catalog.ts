import type { BrandFont } from '../../../shared/api/brand-fonts.js';
import type { FontCatalog } from '../../fonts/font-catalog.js';

/** The category of the operator's own fonts in the picker (shown translated: see FontFamilyField). */
export const brandFontCategory = 'I miei font';

/** The catalogue with the operator's font families first, one entry per family (its faces share it). */
export function withBrandFonts(catalog: FontCatalog, fonts: readonly BrandFont[]): FontCatalog {
  const families = [...new Set(fonts.map((font) => font.family))].sort((a, b) => a.localeCompare(b));
  if (families.length === 0) return catalog;
  return { [brandFontCategory]: families.map((family) => ({ name: family, family })), ...catalog };
}
