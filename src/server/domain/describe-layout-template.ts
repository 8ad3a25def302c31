import { and, eq } from 'drizzle-orm';
import { customTemplateKeyFromUrl } from '../../shared/api/custom-templates.js';
import { findFormat } from '../../shared/catalog/formats.js';
import { displayNameFromPath, templatesPrefix } from '../../shared/catalog/template-entry.js';
import type { Size } from '../../shared/layout/geometry.js';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';

export interface LayoutTemplateInfo {
  /** Theme key of the template, '' when it is not one we know. */
  theme: string;
  /** The name a new layout gets when none is given. */
  displayName: string;
  /** The template's own pixel size, when the path is one we know (a built-in's format, an upload's row). */
  size: Size | null;
}

/**
 * What the list shows and filters on for a template path: a built-in path carries its theme
 * (/assets/templates/{theme}/…); the operator's own template has it on its row.
 */
export async function describeLayoutTemplate(db: Database, userId: string, templatePath: string): Promise<LayoutTemplateInfo> {
  if (templatePath.startsWith(templatesPrefix)) {
    const [theme = '', formatKey = ''] = templatePath.slice(templatesPrefix.length).split('/');
    const format = findFormat(formatKey.replace(/_/g, '-'));
    return {
      theme: /^[a-z0-9-]{1,40}$/.test(theme) ? theme : '',
      displayName: displayNameFromPath(templatePath) || 'Nuovo layout',
      size: format === undefined ? null : { width: format.widthPx, height: format.heightPx },
    };
  }
  const key = customTemplateKeyFromUrl(templatePath);
  if (key !== null) {
    const [row] = await db
      .select({ theme: customTemplates.theme, width: customTemplates.originalWidth, height: customTemplates.originalHeight })
      .from(customTemplates)
      .where(and(eq(customTemplates.userId, userId), eq(customTemplates.originalKey, key)));
    return { theme: row?.theme ?? '', displayName: 'Template personalizzato', size: row === undefined ? null : { width: row.width, height: row.height } };
  }
  return { theme: '', displayName: 'Nuovo layout', size: null };
}
