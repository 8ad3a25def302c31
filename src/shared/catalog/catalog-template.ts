import { fileNameFromPath, displayNameFromPath, type TemplateEntry } from './template-entry.js';
import { templateIdFromPath } from './template-id.js';

/**
 * Where a template comes from: the built-in catalogue file, or (a later issue) an operator's own
 * upload. The selection grid shows both through this one shape.
 */
export type TemplateSource = 'builtin' | 'custom';

/** A catalogue entry with what every screen derives from its path, computed once. */
export interface CatalogTemplate extends TemplateEntry {
  /** Key of the unlocked-templates map and of the purchase: the path with / and . as _. */
  id: string;
  /** Shown on the card, in the lightbox and in the copied info. */
  name: string;
  /** The last segment of the editor route. */
  fileName: string;
  source: TemplateSource;
}

export function toCatalogTemplate(entry: TemplateEntry, source: TemplateSource): CatalogTemplate {
  return {
    ...entry,
    id: templateIdFromPath(entry.original),
    name: displayNameFromPath(entry.original),
    fileName: fileNameFromPath(entry.original),
    source,
  };
}
