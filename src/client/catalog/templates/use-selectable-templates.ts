import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import { mergeTemplateLists } from '../../../shared/catalog/merge-template-lists.js';
import { selectTemplates } from '../../../shared/catalog/select-templates.js';
import { toCatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import { useCustomTemplates } from '../custom-templates/use-custom-templates.js';
import { selectCustomCatalogTemplates } from './custom-catalog-template.js';
import { useTemplateCatalog } from './use-template-catalog.js';

export type SelectableTemplates = { status: 'loading' } | { status: 'loaded'; templates: CatalogTemplate[] } | { status: 'error' };

/**
 * The templates of one theme and format, from every source: the built-in catalogue and, for a
 * logged-in operator, their own uploads (shown first). A failure to load the uploads leaves the
 * catalogue usable; only the catalogue's own failure is an error.
 */
export function useSelectableTemplates(theme: string, format: string): SelectableTemplates & { onRetry: () => void } {
  const { t } = useTranslation();
  const catalog = useTemplateCatalog();
  const custom = useCustomTemplates(theme, format);
  const { onRetry } = catalog;
  const entries = catalog.status === 'loaded' ? catalog.entries : null;
  const customList = custom.status === 'loaded' ? custom.templates : null;
  const customFailed = custom.status === 'error';
  const customLabel = t('upload.customBadge');

  const builtin = useMemo(
    () => (entries === null ? null : selectTemplates(entries, theme, format).map((entry) => toCatalogTemplate(entry, 'builtin'))),
    [entries, theme, format],
  );
  const own = useMemo(
    () => (customFailed ? [] : customList === null ? null : selectCustomCatalogTemplates(customList, theme, format, customLabel)),
    [customList, customFailed, theme, format, customLabel],
  );
  const templates = useMemo(() => (builtin === null || own === null ? null : mergeTemplateLists([own, builtin])), [builtin, own]);

  if (catalog.status === 'error') return { status: 'error', onRetry };
  if (templates === null) return { status: 'loading', onRetry };
  return { status: 'loaded', templates, onRetry };
}
