import { useTranslation } from 'react-i18next';
import type { CatalogTemplate } from '../../../shared/catalog/catalog-template.js';
import { isTemplateUsable, type TemplateAccess } from '../../../shared/catalog/template-access.js';
import { passRules } from '../../../shared/plans/plan-rules.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { UiIcon } from '../../app/ui-icon.js';
import { formatDate } from '../../i18n/format.js';
import { shownPreviewOf } from '../../catalog/templates/shown-preview.js';
import './template-card.css';

interface TemplateCardProps {
  template: CatalogTemplate;
  access: TemplateAccess;
  /** Preview size attributes: the box is reserved before the image arrives. */
  imageWidth: number;
  imageHeight: number;
  isSelected: boolean;
  isPurchasing: boolean;
  onSelect: (template: CatalogTemplate) => void;
  onZoom: (template: CatalogTemplate) => void;
  onPurchase: (template: CatalogTemplate) => void;
  /** A locked card also opens the editor with the free limits (watermarked downloads, 'BOZZA' drafts). */
  onOpenFree: (template: CatalogTemplate) => void;
  /** Id of the grid's one note on the free limits, which describes every card's 'Apri nell'editor gratis'. */
  freeNoteId: string;
}

/**
 * One template. A usable card is a button that opens the action panel; a locked or exhausted
 * one shows a padlock and offers the pass, next to the editor with the free limits (so a free
 * account is never a dead end). The zoom button works on every card.
 */
export function TemplateCard({ template, access, imageWidth, imageHeight, isSelected, isPurchasing, onSelect, onZoom, onPurchase, onOpenFree, freeNoteId }: TemplateCardProps) {
  const { t } = useTranslation();
  const isUsable = isTemplateUsable(access);
  const image = <img className="template-card__image" src={shownPreviewOf(template)} alt="" width={imageWidth} height={imageHeight} loading="lazy" decoding="async" />;
  const name = <span className="template-card__name">{template.name}</span>;

  return (
    <article className={`template-card template-card--${access.kind}${isSelected ? ' is-selected' : ''}`}>
      {isUsable ? (
        <button type="button" className="template-card__main" aria-haspopup="dialog" onClick={() => onSelect(template)}>
          <span className="template-card__frame">{image}</span>
          {name}
        </button>
      ) : (
        <div className="template-card__main">
          <span className="template-card__frame">
            {image}
            <span className="template-card__lock">
              <UiIcon name="locked" size={14} className="template-card__lock-icon" />
              {access.kind === 'exhausted' ? t('chooseTemplate.exhausted') : t('chooseTemplate.locked')}
            </span>
          </span>
          {name}
        </div>
      )}
      {/* Outside the card button, so that its accessible name stays the template name. */}
      {isSelected && <span className="template-card__selected">{t('chooseTemplate.selected')}</span>}
      <button type="button" className="template-card__zoom" aria-label={t('chooseTemplate.zoom', { name: template.name })} onClick={() => onZoom(template)}>
        <ZoomIcon />
      </button>
      <CardFooter template={template} access={access} isPurchasing={isPurchasing} onPurchase={onPurchase} onOpenFree={onOpenFree} freeNoteId={freeNoteId} />
    </article>
  );
}

function CardFooter({ template, access, isPurchasing, onPurchase, onOpenFree, freeNoteId }: Pick<TemplateCardProps, 'template' | 'access' | 'isPurchasing' | 'onPurchase' | 'onOpenFree' | 'freeNoteId'>) {
  const { t, i18n } = useTranslation();
  switch (access.kind) {
    case 'open':
      return null;
    case 'unlocked': {
      const date = formatDate(access.expiresAt, i18n.language, 'short');
      return <p className="template-card__pass">{t('chooseTemplate.passActive', { count: access.downloadsRemaining, date })}</p>;
    }
    case 'locked':
    case 'exhausted': {
      const label = access.kind === 'locked' ? t('chooseTemplate.unlock', { price: passRules.priceEuro }) : t('chooseTemplate.rebuy');
      return (
        <div className="template-card__actions">
          <button type="button" className="button button--primary button--small template-card__buy" disabled={isPurchasing} onClick={() => onPurchase(template)}>
            {isPurchasing ? t('chooseTemplate.purchasing') : label}
          </button>
          <button type="button" className="button button--secondary button--small template-card__free" aria-describedby={freeNoteId} onClick={() => onOpenFree(template)}>
            {t('chooseTemplate.openFree')}
          </button>
        </div>
      );
    }
    default:
      return assertNever(access);
  }
}

function ZoomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
