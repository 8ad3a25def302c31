import { findFormat } from '../../../shared/catalog/formats.js';
import { templatesPrefix } from '../../../shared/catalog/template-entry.js';
import { buildEditorPath } from '../../catalog/templates/editor-route';

export type EditorTarget = { ok: true; path: string } | { ok: false; reason: 'missing' | 'invalid' };

/**
 * Where a request's template opens in the editor: /editor/{theme}/{format}/{fileName} from the
 * stored /assets/templates/{theme}/{format_}/{file} path (spec part 2 §5: at least 3 segments).
 */
export function findEditorTarget(originalPath: string): EditorTarget {
  if (originalPath.trim() === '') return { ok: false, reason: 'missing' };
  if (!originalPath.startsWith(templatesPrefix) || originalPath.includes('..')) return { ok: false, reason: 'invalid' };
  const segments = originalPath.slice(templatesPrefix.length).split('/').filter(Boolean);
  const [theme, catalogFormat, fileName] = segments;
  if (segments.length < 3 || theme === undefined || catalogFormat === undefined || fileName === undefined) return { ok: false, reason: 'invalid' };
  const format = findFormat(catalogFormat.replace(/_/g, '-'));
  if (format === undefined) return { ok: false, reason: 'invalid' };
  return { ok: true, path: buildEditorPath(theme, format.key, segments[segments.length - 1] ?? fileName) };
}
