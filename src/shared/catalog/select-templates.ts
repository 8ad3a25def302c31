import { formatMatches } from './formats.js';
import type { TemplateEntry } from './template-entry.js';

/**
 * The entries of one theme and one route format (spec part 1 §2): category equals the theme,
 * and the catalogue's underscored format matches the hyphenated route format.
 */
export function selectTemplates<Entry extends TemplateEntry>(entries: readonly Entry[], theme: string, routeFormat: string): Entry[] {
  return entries.filter((entry) => entry.category === theme && formatMatches(entry.format, routeFormat));
}
