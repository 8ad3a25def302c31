import { useTranslation } from 'react-i18next';
import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import './catalogue-card.css';

interface CatalogueCardProps {
  template: CatalogTemplate;
  /** Preview size attributes: the box is reserved before the image arrives. */
  imageWidth: number;
  imageHeight: number;
  onChoose: (template: CatalogTemplate) => void;
}

/** One template of the public catalogue: its preview, its name and the button that requests it. */
export function CatalogueCard({ template, imageWidth, imageHeight, onChoose }: CatalogueCardProps) {
  const { t } = useTranslation();
  return (
    <article className={`catalogue-card catalogue-card--${template.source}`} data-testid="catalogue-card">
      <span className="catalogue-card__frame">
        <img
          className="catalogue-card__image"
          src={template.preview}
          alt={t('publicCatalogue.previewAlt', { name: template.name })}
          width={imageWidth}
          height={imageHeight}
          loading="lazy"
          decoding="async"
        />
      </span>
      <p className="catalogue-card__name">{template.name}</p>
      <button
        type="button"
        className="button button--primary button--small catalogue-card__choose"
        aria-haspopup="dialog"
        aria-label={t('publicCatalogue.chooseLabel', { name: template.name })}
        onClick={() => onChoose(template)}
      >
        {t('publicCatalogue.choose')}
      </button>
    </article>
  );
}
