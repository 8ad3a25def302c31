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

/**
 * The catalogue's sizes of the designed preview, as WebP (long side in px): the small one for
 * a phone's grid at low density, the large one (the size of the JPEG preview) for the rest.
 */
export const starterPreviewLongSides = [300, 600] as const;
export type StarterPreviewLongSide = (typeof starterPreviewLongSides)[number];

/** The designed preview as WebP at one of the catalogue's sizes: …/starter-previews/name-600.webp. */
export function starterPreviewWebpPathOf(templatePath: string, longSide: StarterPreviewLongSide): string {
  return besidePng(templatePath, 'starter-previews', `-${longSide}.webp`);
}

/**
 * The designed preview without its words (sample photos and the artwork only), WebP, long side
 * 600: the request modal draws the client's names and date over it as they type.
 */
export function starterBackdropPathOf(templatePath: string): string {
  return besidePng(templatePath, 'starter-backdrops', '.webp');
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
