import { useTranslation } from 'react-i18next';
import { designNameOf, designSourceOf, type CatalogueDesign, type DesignImage } from './catalogue-design.js';
import './catalogue-card.css';

interface CatalogueCardProps {
  design: CatalogueDesign;
  /** Width and height set: the box is reserved before the picture arrives. */
  image: DesignImage;
  /** The grid's `sizes` for the srcset. */
  sizes: string;
  /** The first cards load at once; the others when scrolled near. */
  isEager: boolean;
  onChoose: (design: CatalogueDesign) => void;
}

/** One design of the public catalogue: its picture, its name and the button that requests it. */
export function CatalogueCard({ design, image, sizes, isEager, onChoose }: CatalogueCardProps) {
  const { t } = useTranslation();
  const name = designNameOf(design);
  return (
    <article className={`catalogue-card catalogue-card--${designSourceOf(design)}`} data-testid="catalogue-card">
      <span className="catalogue-card__frame">
        <img
          className="catalogue-card__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet === undefined ? undefined : sizes}
          alt={t('publicCatalogue.previewAlt', { name })}
          width={image.width}
          height={image.height}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </span>
      <p className="catalogue-card__name">{name}</p>
      <button
        type="button"
        className="button button--primary button--small catalogue-card__choose"
        aria-haspopup="dialog"
        aria-label={t('publicCatalogue.chooseLabel', { name })}
        onClick={() => onChoose(design)}
      >
        {t('publicCatalogue.choose')}
      </button>
    </article>
  );
}
