import { and, eq, inArray } from 'drizzle-orm';
import { customTemplateIdFromKey, customTemplateKeyFromUrl, type RequestCustomTemplate } from '../../shared/api/custom-templates.js';
import type { Database } from '../db/client.js';
import { customTemplates } from '../db/schema.js';

/** The operator's saved uploads of these ids, by primary key; the index test EXPLAINs it. */
export function selectRequestCustomTemplates(db: Database, operatorId: string, ids: readonly string[]) {
  return db
    .select({ originalKey: customTemplates.originalKey, theme: customTemplates.theme, format: customTemplates.format })
    .from(customTemplates)
    .where(and(inArray(customTemplates.id, [...ids]), eq(customTemplates.userId, operatorId), eq(customTemplates.saved, true)));
}

/**
 * For the requests of a page made for one of the operator's own uploads: that upload's theme and
 * format as they are now (where the request opens in the editor), keyed by the request's template
 * URL; an upload deleted since is missing. One read by primary key for the whole page, so a card
 * never needs the operator's whole list of uploads.
 */
export async function findRequestCustomTemplates(db: Database, operatorId: string, originalPaths: readonly string[]): Promise<Map<string, RequestCustomTemplate>> {
  const wanted = new Map<string, string>();
  for (const path of originalPaths) {
    const key = customTemplateKeyFromUrl(path);
    const id = key === null ? null : customTemplateIdFromKey(key);
    if (key !== null && id !== null) wanted.set(key, id);
  }
  const found = new Map<string, RequestCustomTemplate>();
  if (wanted.size === 0) return found;
  const rows = await selectRequestCustomTemplates(db, operatorId, [...new Set(wanted.values())]);
  const byKey = new Map(rows.map((row) => [row.originalKey, row]));
  for (const path of originalPaths) {
    const key = customTemplateKeyFromUrl(path);
    const row = key === null ? undefined : byKey.get(key);
    if (row !== undefined) found.set(path, { theme: row.theme, format: row.format });
  }
  return found;
}
