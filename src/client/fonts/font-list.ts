import type { Allowance } from '../../shared/plans/plan-types.js';
import { fallbackFontCatalog, type FontCatalog, type FontEntry } from './font-catalog.js';

const preferredDefaultFamily = 'Roboto';

/** All fonts in catalogue order; a family listed under two categories appears once. */
export function flattenFonts(catalog: FontCatalog): FontEntry[] {
  const byFamily = new Map<string, FontEntry>();
  for (const font of Object.values(catalog).flat()) {
    if (!byFamily.has(font.family)) byFamily.set(font.family, font);
  }
  return [...byFamily.values()];
}

/** Spec part 1 §9: Roboto if present, else the first font (Arial if the list is empty). */
export function defaultFontFamily(fonts: readonly FontEntry[]): string {
  if (fonts.some((font) => font.family === preferredDefaultFamily)) return preferredDefaultFamily;
  return fonts[0]?.family ?? 'Arial';
}

/**
 * The fonts a plan may use: all of them, or those whose family the allowance names. When none
 * is allowed (the catalogue fell back to Arial, which no plan lists) the fallback font is offered
 * rather than an empty picker: it is a system font, so no premium font is given away.
 */
export function allowedFonts(fonts: readonly FontEntry[], allowance: Allowance): FontEntry[] {
  if (allowance === 'all') return [...fonts];
  const allowed = fonts.filter((font) => allowance.includes(font.family));
  return allowed.length > 0 ? allowed : flattenFonts(fallbackFontCatalog);
}
