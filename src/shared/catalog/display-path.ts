/**
 * The display copy of a built-in template: the same picture at screen size (long side
 * displayLongSide, WebP), public, for the catalogue's editor of a free operator and the demo.
 * The original (print resolution) keeps its path as the template's identity, but its bytes are
 * served only to an operator entitled to it. Works on public paths (/assets/templates/…) and on
 * paths relative to the templates folder alike.
 */
export const displayLongSide = 1000;

export function displayPathOf(templatePath: string): string {
  // By hand rather than one pattern: a query or fragment after the name is dropped, and the scan
  // stays linear whatever the path.
  const query = templatePath.search(/[?#]/);
  const path = query < 0 ? templatePath : templatePath.slice(0, query);
  const slash = path.lastIndexOf('/');
  if (slash < 0 || !path.endsWith('.png') || path.length - slash - 1 <= '.png'.length) return templatePath;
  return `${path.slice(0, slash)}/display/${path.slice(slash + 1, -'.png'.length)}.webp`;
}
