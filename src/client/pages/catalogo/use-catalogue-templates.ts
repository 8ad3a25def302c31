import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import type { CatalogLayout } from '../../../shared/api/public-catalog.js';
import { toCatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import { mergeTemplateLists } from '../../../shared/catalog/merge-template-lists.js';
import { selectTemplates } from '../../../shared/catalog/select-templates.js';
import { selectCustomCatalogTemplates } from '../../catalog/templates/custom-catalog-template.js';
import { useTemplateCatalog } from '../../catalog/templates/use-template-catalog.js';
import type { CatalogueDesign } from './catalogue-design.js';

export type CatalogueTemplates = ({ status: 'loading' } | { status: 'error' } | { status: 'loaded'; templates: CatalogueDesign[] }) & { onRetry: () => void };

/**
 * What an operator's catalogue shows for one theme and format: the layouts they marked 'Mostra
 * nel catalogo' first, then their own uploads (named 'Personale 1', 'Personale 2'… as in the
 * selection flow), then the built-in templates.
 */
export function useCatalogueTemplates(theme: string, format: string, customTemplates: readonly CustomTemplate[], layouts: readonly CatalogLayout[] = []): CatalogueTemplates {
  const { t } = useTranslation();
  const catalog = useTemplateCatalog();
  const { onRetry } = catalog;
  const entries = catalog.status === 'loaded' ? catalog.entries : null;
  const customLabel = t('upload.customBadge');

  const templates = useMemo(() => {
    if (entries === null) return null;
    const own = selectCustomCatalogTemplates(customTemplates, theme, format, customLabel);
    const builtin = selectTemplates(entries, theme, format).map((entry) => toCatalogTemplate(entry, 'builtin'));
    const shown = layouts.filter((layout) => (layout.theme === theme || layout.theme === '') && layout.format === format);
    return [
      ...shown.map((layout): CatalogueDesign => ({ kind: 'layout', layout })),
      ...mergeTemplateLists([own, builtin]).map((template): CatalogueDesign => ({ kind: 'template', template })),
    ];
  }, [entries, customTemplates, layouts, theme, format, customLabel]);

  if (catalog.status === 'error') return { status: 'error', onRetry };
  if (templates === null) return { status: 'loading', onRetry };
  return { status: 'loaded', templates, onRetry };
}
