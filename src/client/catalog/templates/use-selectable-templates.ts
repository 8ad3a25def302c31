import { useMemo } from 'react';
import { toCatalogTemplate, type CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import { mergeTemplateLists } from '../../../shared/catalog/merge-template-lists.js';
import { selectTemplates } from '../../../shared/catalog/select-templates.js';
import { useTemplateCatalog } from './use-template-catalog';

export type SelectableTemplates = { status: 'loading' } | { status: 'loaded'; templates: CatalogTemplate[] } | { status: 'error' };

/**
 * The templates of one theme and format, from every source. Today the built-in catalogue is the
 * only one; an operator's uploaded templates (a later issue) join as a second list passed to
 * mergeTemplateLists, and their loading and error states combine with the catalogue's here.
 */
export function useSelectableTemplates(theme: string, format: string): SelectableTemplates & { onRetry: () => void } {
  const catalog = useTemplateCatalog();
  const { onRetry } = catalog;
  const entries = catalog.status === 'loaded' ? catalog.entries : null;

  const builtin = useMemo(
    () => (entries === null ? null : selectTemplates(entries, theme, format).map((entry) => toCatalogTemplate(entry, 'builtin'))),
    [entries, theme, format],
  );
  const templates = useMemo(() => (builtin === null ? null : mergeTemplateLists([builtin])), [builtin]);

  if (catalog.status === 'error') return { status: 'error', onRetry };
  if (templates === null) return { status: 'loading', onRetry };
  return { status: 'loaded', templates, onRetry };
}
