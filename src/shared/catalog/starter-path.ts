/**
 * Where the starter layout of a built-in template lives (issue 18): beside it, in `starters/`,
 * as JSON of the layout schema. Works on public paths (/assets/templates/…) and on paths
 * relative to the templates folder alike.
 */
export function starterPathOf(templatePath: string): string {
  return templatePath.replace(/\/([^/?#]+)\.png(?:[?#].*)?$/, '/starters/$1.json');
}

/** The preview of the starter layout with sample photos and names, beside the plain preview. */
export function starterPreviewPathOf(templatePath: string): string {
  return templatePath.replace(/\/([^/?#]+)\.png(?:[?#].*)?$/, '/starter-previews/$1.jpg');
}
