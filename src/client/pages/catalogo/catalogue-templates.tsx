import { useTranslation } from 'react-i18next';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import type { Format } from '../../../shared/catalog/formats.js';
import { previewSizeOf } from '../../../shared/catalog/print-size.js';
import { LoadingIndicator } from '../../app/loading-indicator';
import { SelectionEmptyState } from '../choose-template/selection-empty-state';
import { CatalogueCard } from './catalogue-card';
import { useCatalogueTemplates } from './use-catalogue-templates';
import '../../catalog/templates/template-grid.css';

interface CatalogueTemplatesProps {
  theme: string;
  format: Format;
  customTemplates: readonly CustomTemplate[];
  onChoose: (template: CatalogTemplate) => void;
}

/** The grid of one theme and format, or why there is none (loading, failed, empty). */
export function CatalogueTemplates({ theme, format, customTemplates, onChoose }: CatalogueTemplatesProps) {
  const { t } = useTranslation();
  const selectable = useCatalogueTemplates(theme, format.key, customTemplates);

  switch (selectable.status) {
    case 'loading':
      return <LoadingIndicator label={t('publicCatalogue.loadingTemplates')} />;
    case 'error':
      return (
        <SelectionEmptyState title={t('publicCatalogue.emptyTitle')} text={t('publicCatalogue.templatesError')} icon="warning" role="alert">
          <button type="button" className="button button--primary" onClick={selectable.onRetry}>
            {t('publicCatalogue.retry')}
          </button>
        </SelectionEmptyState>
      );
    case 'loaded':
      break;
  }

  if (selectable.templates.length === 0) {
    return <SelectionEmptyState title={t('publicCatalogue.emptyTitle')} text={t('publicCatalogue.emptyText')} />;
  }

  const imageSize = previewSizeOf(format);
  return (
    <ul className={`template-grid template-grid--${format.key}`} aria-label={t('publicCatalogue.gridLabel')}>
      {selectable.templates.map((template) => (
        <li key={template.id}>
          <CatalogueCard template={template} imageWidth={imageSize.width} imageHeight={imageSize.height} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
