import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { migrate } from '../../shared/layout/migrate.js';

/**
 * A stored document, brought to the current schema version. Every stored document passed the
 * same schema when saved, so a failure here is our bug (a broken upgrade step), not bad input.
 */
export function readStoredLayoutDocument(stored: unknown, layoutId: string): LayoutDocument {
  const result = migrate(stored);
  if (!result.ok) throw new Error(`stored layout ${layoutId} does not migrate: ${result.error.message}`);
  return result.document;
}
