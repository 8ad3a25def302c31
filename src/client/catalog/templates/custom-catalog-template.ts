import { customTemplateKeyFromUrl, type CustomTemplate } from '../../../shared/api/custom-templates.js';
import { catalogCustomIdOf } from '../../../shared/api/public-catalog.js';
import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import { findFormat } from '../../../shared/catalog/formats.js';

/**
 * An operator's uploads of one theme and route format, in the catalogue's shape, under the name
 * the operator gave (stored, so stable); a row without one (never named) falls back to
 * '{label} N' in list order. The selection flow and the public catalogue agree.
 */
export function selectCustomCatalogTemplates(templates: readonly CustomTemplate[], theme: string, format: string, label: string): CatalogTemplate[] {
  return templates
    .filter((template) => template.theme === theme && template.format === format)
    .map((template, index) => toCustomCatalogTemplate(template, template.name.trim() === '' ? `${label} ${index + 1}` : template.name))
    .filter((template) => template !== null);
}

/** An upload in the catalogue's shape; its file name is the stored one, which the editor route carries. */
export function toCustomCatalogTemplate(template: CustomTemplate, name: string): CatalogTemplate | null {
  const key = customTemplateKeyFromUrl(template.original);
  const format = findFormat(template.format);
  // The public catalogue names an upload by its id, not its file (catalogCustomOriginal).
  if ((key === null && catalogCustomIdOf(template.original) === null) || format === undefined) return null;
  return {
    category: template.theme,
    format: format.catalogKey,
    original: template.original,
    preview: template.preview,
    id: template.id,
    name,
    fileName: key === null ? template.id : (key.split('/').pop() ?? key),
    source: 'custom',
  };
}
