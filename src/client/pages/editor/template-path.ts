import { findFormat, type Format } from '../../../shared/catalog/formats.js';
import { templatesPrefix } from '../../../shared/catalog/template-entry.js';
import { isActiveTheme } from '../../../shared/catalog/themes.js';

export type TemplateSource = { ok: true; path: string; format: Format } | { ok: false };

const fileNamePattern = /^[^/\\]+\.(?:png|jpe?g|webp)$/i;

/**
 * The template image the editor opens: the navigation state's `original` when the selection page
 * sent one under the templates prefix, otherwise /assets/templates/{theme}/{format_}/{fileName}.
 * An unknown theme or format, or a file name that is not an image, is a bad path (spec: error
 * card 'Errore nel path del template.'); a file that does not exist shows up when it fails to load.
 */
export function resolveTemplateSource(params: { theme?: string; format?: string; fileName?: string }, original?: unknown): TemplateSource {
  const { theme, format: formatKey, fileName } = params;
  if (theme === undefined || formatKey === undefined || fileName === undefined) return { ok: false };
  const format = findFormat(formatKey);
  if (format === undefined || !isActiveTheme(theme) || !fileNamePattern.test(fileName)) return { ok: false };
  if (typeof original === 'string' && isTemplatePath(original)) return { ok: true, path: original, format };
  return { ok: true, path: `${templatesPrefix}${theme}/${format.catalogKey}/${encodeURIComponent(fileName)}`, format };
}

/** At least theme/format/file under the prefix, and nothing that climbs out of it. */
function isTemplatePath(path: string): boolean {
  if (!path.startsWith(templatesPrefix) || path.includes('..')) return false;
  return path.slice(templatesPrefix.length).split('/').filter(Boolean).length >= 3;
}
