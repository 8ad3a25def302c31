import { and, eq } from 'drizzle-orm';
import { customTemplateKeyFromUrl } from '../../shared/api/custom-templates.js';
import { displayNameFromPath, templatesPrefix } from '../../shared/catalog/template-entry.js';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';

export interface LayoutTemplateInfo {
  /** Theme key of the template, '' when it is not one we know. */
  theme: string;
  /** The name a new layout gets when none is given. */
  displayName: string;
}

/**
 * What the list shows and filters on for a template path: a built-in path carries its theme
 * (/assets/templates/{theme}/…); the operator's own template has it on its row.
 */
export async function describeLayoutTemplate(db: Database, userId: string, templatePath: string): Promise<LayoutTemplateInfo> {
  if (templatePath.startsWith(templatesPrefix)) {
    const theme = templatePath.slice(templatesPrefix.length).split('/')[0] ?? '';
    return { theme: /^[a-z0-9-]{1,40}$/.test(theme) ? theme : '', displayName: displayNameFromPath(templatePath) || 'Nuovo layout' };
  }
  const key = customTemplateKeyFromUrl(templatePath);
  if (key !== null) {
    const [row] = await db
      .select({ theme: customTemplates.theme })
      .from(customTemplates)
      .where(and(eq(customTemplates.userId, userId), eq(customTemplates.originalKey, key)));
    return { theme: row?.theme ?? '', displayName: 'Template personalizzato' };
  }
  return { theme: '', displayName: 'Nuovo layout' };
}
