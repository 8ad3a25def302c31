/**
 * Where the starter layout of a built-in template lives: beside it, in `starters/`,
 * as JSON of the layout schema. Works on public paths (/assets/templates/…) and on paths
 * relative to the templates folder alike.
 */
export function starterPathOf(templatePath: string): string {
  return besidePng(templatePath, 'starters', '.json');
}

/** The preview of the starter layout with sample photos and names, beside the plain preview. */
export function starterPreviewPathOf(templatePath: string): string {
  return besidePng(templatePath, 'starter-previews', '.jpg');
}

/** …/name.png[?…|#…] → …/folder/name.ext; any other path is returned as it is. Walks the path once. */
function besidePng(templatePath: string, folder: string, extension: string): string {
  const query = templatePath.search(/[?#]/);
  const path = query === -1 ? templatePath : templatePath.slice(0, query);
  const slash = path.lastIndexOf('/');
  if (slash === -1 || !path.endsWith('.png')) return templatePath;
  const name = path.slice(slash + 1, -'.png'.length);
  if (name === '') return templatePath;
  return `${path.slice(0, slash)}/${folder}/${name}${extension}`;
}
