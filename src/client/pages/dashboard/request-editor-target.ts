import { customTemplateKeyFromUrl, type RequestCustomTemplate } from '../../../shared/api/custom-templates.js';
import { findFormat } from '../../../shared/catalog/formats.js';
import { templatesPrefix } from '../../../shared/catalog/template-entry.js';
import { isActiveTheme } from '../../../shared/catalog/themes.js';
import { buildEditorPath } from '../../catalog/templates/editor-route.js';

export type EditorTarget = { ok: true; path: string } | { ok: false; reason: 'missing' | 'invalid' | 'customUnavailable' };

/**
 * Where a request's template opens in the editor: /editor/{theme}/{format}/{fileName}. A built-in
 * template's stored path is /assets/templates/{theme}/{format_}/{file} (spec part 2 §5: at least
 * 3 segments). An operator's own template is stored as its file URL, which names neither theme
 * nor format: those come with the request (the upload as it is now), null once it was deleted.
 */
export function findEditorTarget(originalPath: string, customTemplate: RequestCustomTemplate | null = null): EditorTarget {
  if (originalPath.trim() === '') return { ok: false, reason: 'missing' };
  const customKey = customTemplateKeyFromUrl(originalPath);
  if (customKey !== null) return findCustomEditorTarget(customKey, customTemplate);
  if (!originalPath.startsWith(templatesPrefix) || originalPath.includes('..')) return { ok: false, reason: 'invalid' };
  const segments = originalPath.slice(templatesPrefix.length).split('/').filter(Boolean);
  const [theme, catalogFormat, fileName] = segments;
  if (segments.length < 3 || theme === undefined || catalogFormat === undefined || fileName === undefined) return { ok: false, reason: 'invalid' };
  const format = findFormat(catalogFormat.replace(/_/g, '-'));
  if (format === undefined) return { ok: false, reason: 'invalid' };
  return { ok: true, path: buildEditorPath(theme, format.key, segments[segments.length - 1] ?? fileName) };
}

/** The upload's own file, under the theme and format it has now. */
function findCustomEditorTarget(key: string, template: RequestCustomTemplate | null): EditorTarget {
  if (template === null) return { ok: false, reason: 'customUnavailable' };
  const format = findFormat(template.format);
  const fileName = key.split('/').pop() ?? '';
  if (!isActiveTheme(template.theme) || format === undefined || fileName === '') return { ok: false, reason: 'invalid' };
  return { ok: true, path: buildEditorPath(template.theme, format.key, fileName) };
}
