/**
 * A layout name as the list's search matches it: accents dropped (NFD, marks removed) and lower
 * case, so 'Perù' is found by 'peru' and 'PERÙ' alike. Computed in the app, not with SQL's
 * unaccent(), which PGlite does not ship.
 */
export function toSearchName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
