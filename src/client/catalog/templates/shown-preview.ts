import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import { starterPreviewPathOf } from '../../../shared/catalog/starter-path.js';

/**
 * The picture a card and the lightbox show: a built-in template as it opens, its
 * starter layout with sample photos and names; an operator's own template as uploaded.
 */
export function shownPreviewOf(template: Pick<CatalogTemplate, 'source' | 'original' | 'preview'>): string {
  return template.source === 'builtin' ? starterPreviewPathOf(template.original) : template.preview;
}
