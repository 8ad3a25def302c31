import { and, desc, eq } from 'drizzle-orm';
import { type CustomTemplate, customTemplateFileUrl } from '../../shared/api/custom-templates.js';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';

/** The operator's saved templates, newest first, with the public URLs of their files. */
export async function listCustomTemplates(db: Database, userId: string): Promise<CustomTemplate[]> {
  const rows = await db
    .select()
    .from(customTemplates)
    .where(and(eq(customTemplates.userId, userId), eq(customTemplates.saved, true)))
    .orderBy(desc(customTemplates.createdAt), desc(customTemplates.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    theme: row.theme,
    format: row.format,
    original: customTemplateFileUrl(row.originalKey),
    preview: customTemplateFileUrl(row.previewKey),
    createdAt: row.createdAt.toISOString(),
  }));
}
