import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import { toCatalogTemplate, type CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import { mergeTemplateLists } from '../../../shared/catalog/merge-template-lists.js';
import { selectTemplates } from '../../../shared/catalog/select-templates.js';
import { selectCustomCatalogTemplates } from '../../catalog/templates/custom-catalog-template';
import { useTemplateCatalog } from '../../catalog/templates/use-template-catalog';

export type CatalogueTemplates = ({ status: 'loading' } | { status: 'error' } | { status: 'loaded'; templates: CatalogTemplate[] }) & { onRetry: () => void };

/**
 * What an operator's catalogue shows for one theme and format: their own uploads first (named
 * 'Personale 1', 'Personale 2'… as in the selection flow), then the built-in templates.
 */
export function useCatalogueTemplates(theme: string, format: string, customTemplates: readonly CustomTemplate[]): CatalogueTemplates {
  const { t } = useTranslation();
  const catalog = useTemplateCatalog();
  const { onRetry } = catalog;
  const entries = catalog.status === 'loaded' ? catalog.entries : null;
  const customLabel = t('upload.customBadge');

  const templates = useMemo(() => {
    if (entries === null) return null;
    const own = selectCustomCatalogTemplates(customTemplates, theme, format, customLabel);
    const builtin = selectTemplates(entries, theme, format).map((entry) => toCatalogTemplate(entry, 'builtin'));
    return mergeTemplateLists([own, builtin]);
  }, [entries, customTemplates, theme, format, customLabel]);

  if (catalog.status === 'error') return { status: 'error', onRetry };
  if (templates === null) return { status: 'loading', onRetry };
  return { status: 'loaded', templates, onRetry };
}
