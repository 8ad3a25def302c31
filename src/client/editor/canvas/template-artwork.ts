import { customTemplateDisplayKey, customTemplateFileUrl, customTemplateKeyFromUrl } from '../../../shared/api/custom-templates.js';
import { displayPathOf } from '../../../shared/catalog/display-path.js';
import type { Format } from '../../../shared/catalog/formats.js';
import { templatesPrefix } from '../../../shared/catalog/template-entry.js';

/**
 * The picture the editor draws for a template: its print original for an operator entitled to it
 * (the full limits: the server serves originals to them only), else its display copy at screen
 * size. The template's path stays the document's template either way: it is its identity.
 */
export function templateArtworkUrl(templatePath: string, hasFullLimits: boolean): string {
  if (hasFullLimits) return templatePath;
  if (templatePath.startsWith(templatesPrefix) && /\.png$/i.test(templatePath)) return displayPathOf(templatePath);
  const key = customTemplateKeyFromUrl(templatePath);
  const displayKey = key === null ? null : customTemplateDisplayKey(key);
  return displayKey === null ? templatePath : customTemplateFileUrl(displayKey);
}

/**
 * The template's own size in pixels, which the document keeps whichever picture is drawn (the
 * picture is stretched to it, so the canvas looks the same at 'Adatta'): the stored document's,
 * else the original's own, else for a built-in display copy its format's (the originals are
 * exactly that), and for an uploaded one the copy's shape with the format's long side.
 */
export function nativeTemplateSize(args: {
  templatePath: string;
  artworkUrl: string;
  format: Format;
  image: { naturalWidth: number; naturalHeight: number };
  stored?: { width: number; height: number } | null;
}): { width: number; height: number } {
  const { templatePath, artworkUrl, format, image, stored } = args;
  if (stored !== undefined && stored !== null) return { width: stored.width, height: stored.height };
  if (artworkUrl === templatePath) return { width: image.naturalWidth, height: image.naturalHeight };
  if (templatePath.startsWith(templatesPrefix)) return { width: format.widthPx, height: format.heightPx };
  const k = Math.max(format.widthPx, format.heightPx) / Math.max(image.naturalWidth, image.naturalHeight, 1);
  return { width: Math.round(image.naturalWidth * k), height: Math.round(image.naturalHeight * k) };
}
