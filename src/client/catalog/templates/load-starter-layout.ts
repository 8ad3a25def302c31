import { starterPathOf } from '../../../shared/catalog/starter-path.js';
import { templatesPrefix } from '../../../shared/catalog/template-entry.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { migrate } from '../../../shared/layout/migrate.js';

/**
 * The starter layout of a built-in template, or null: custom templates have none, and
 * a missing or invalid file only means the editor starts as it did before (logged, not shown).
 */
export async function loadStarterLayout(templatePath: string, fetchFn: typeof fetch = fetch): Promise<LayoutDocument | null> {
  if (!templatePath.startsWith(templatesPrefix)) return null;
  const url = starterPathOf(templatePath);
  try {
    const response = await fetchFn(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const migrated = migrate(await response.json());
    if (!migrated.ok) throw new Error(migrated.error.message);
    return migrated.document;
  } catch (error) {
    console.error('Starter layout unavailable, starting with the default text:', error);
    return null;
  }
}
