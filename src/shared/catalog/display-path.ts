/**
 * The display copy of a built-in template: the same picture at screen size (long side
 * displayLongSide, WebP), public, for the catalogue's editor of a free operator and the demo.
 * The original (print resolution) keeps its path as the template's identity, but its bytes are
 * served only to an operator entitled to it. Works on public paths (/assets/templates/…) and on
 * paths relative to the templates folder alike.
 */
export const displayLongSide = 1000;

export function displayPathOf(templatePath: string): string {
  return templatePath.replace(/\/([^/?#]+)\.png(?:[?#].*)?$/, '/display/$1.webp');
}
