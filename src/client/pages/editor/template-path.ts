import { customTemplateFileUrl, customTemplateKeyFromUrl } from '../../../shared/api/custom-templates.js';
import { findFormat, type Format } from '../../../shared/catalog/formats.js';
import { templatesPrefix } from '../../../shared/catalog/template-entry.js';
import { isActiveTheme } from '../../../shared/catalog/themes.js';

export type TemplateSource = { ok: true; path: string; format: Format } | { ok: false };

const fileNamePattern = /^[^/\\]+\.(?:png|jpe?g|webp)$/i;
/** The file name of an uploaded original, as the server names it. */
const customFileNamePattern = /^custom_[A-Za-z0-9_-]+-original\.(?:png|jpg)$/;

/**
 * The template image the editor opens: the navigation state's `original` when the selection page
 * sent one under the templates prefix, otherwise /assets/templates/{theme}/{format_}/{fileName}.
 * An unknown theme or format, or a file name that is not an image, is a bad path (spec: error
 * card 'Errore nel path del template.'); a file that does not exist shows up when it fails to load.
 * A custom template's file name (custom_…-original.png) opens the logged-in owner's upload,
 * served by the API, and nothing else.
 */
export function resolveTemplateSource(params: { theme?: string; format?: string; fileName?: string }, original?: unknown, ownerId?: string): TemplateSource {
  const { theme, format: formatKey, fileName } = params;
  if (theme === undefined || formatKey === undefined || fileName === undefined) return { ok: false };
  const format = findFormat(formatKey);
  if (format === undefined || !isActiveTheme(theme) || !fileNamePattern.test(fileName)) return { ok: false };
  // An operator's own upload: only under their own folder, so a link cannot open someone else's.
  if (customFileNamePattern.test(fileName)) {
    if (ownerId === undefined || ownerId === '') return { ok: false };
    const path = customTemplateFileUrl(`custom-templates/${ownerId}/${fileName}`);
    return typeof original !== 'string' || customTemplateKeyFromUrl(original) === customTemplateKeyFromUrl(path) ? { ok: true, path, format } : { ok: false };
  }
  if (typeof original === 'string' && isTemplatePath(original)) return { ok: true, path: original, format };
  return { ok: true, path: `${templatesPrefix}${theme}/${format.catalogKey}/${encodeURIComponent(fileName)}`, format };
}

/** At least theme/format/file under the prefix, and nothing that climbs out of it. */
function isTemplatePath(path: string): boolean {
  if (!path.startsWith(templatesPrefix) || path.includes('..')) return false;
  return path.slice(templatesPrefix.length).split('/').filter(Boolean).length >= 3;
}
