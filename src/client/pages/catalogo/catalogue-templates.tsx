import { useTranslation } from 'react-i18next';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import type { CatalogLayout } from '../../../shared/api/public-catalog.js';
import type { Format } from '../../../shared/catalog/formats.js';
import { LoadingIndicator } from '../../app/loading-indicator.js';
import { SelectionEmptyState } from '../choose-template/selection-empty-state.js';
import { CatalogueCard } from './catalogue-card.js';
import { designImageOf, designKeyOf, gridImageSizesOf, type CatalogueDesign } from './catalogue-design.js';
import { useCatalogueTemplates } from './use-catalogue-templates.js';
import '../../catalog/templates/template-grid.css';

interface CatalogueTemplatesProps {
  theme: string;
  format: Format;
  customTemplates: readonly CustomTemplate[];
  layouts: readonly CatalogLayout[];
  onChoose: (design: CatalogueDesign) => void;
}

/** Cards whose pictures load at once: the first row or two on a phone; the rest wait until scrolled near. */
const eagerCards = 2;

/** The grid of one theme and format, or why there is none (loading, failed, empty). */
export function CatalogueTemplates({ theme, format, customTemplates, layouts, onChoose }: CatalogueTemplatesProps) {
  const { t } = useTranslation();
  const selectable = useCatalogueTemplates(theme, format.key, customTemplates, layouts);

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

  const sizes = gridImageSizesOf(format);
  return (
    <ul className={`template-grid template-grid--${format.key}`} aria-label={t('publicCatalogue.gridLabel')}>
      {selectable.templates.map((design, index) => (
        <li key={designKeyOf(design)}>
          <CatalogueCard design={design} image={designImageOf(design, format)} sizes={sizes} isEager={index < eagerCards} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
