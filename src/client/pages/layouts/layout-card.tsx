import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LayoutSummary } from '../../../shared/api/layouts.js';
import { displayNameFromPath } from '../../../shared/catalog/template-entry.js';
import { formatDate } from '../dashboard/dashboard-constants.js';
import { buildLayoutEditorPath } from '../../layouts/layout-editor-path.js';

/** `showInCatalog` and `hideFromCatalog`: the 'Mostra nel catalogo' switch. */
export type LayoutAction = 'rename' | 'duplicate' | 'delete' | 'restore' | 'showInCatalog' | 'hideFromCatalog';

interface LayoutCardProps {
  layout: LayoutSummary;
  /** The dashboard's short list shows only the way to open it. */
  isCompact?: boolean;
  busyAction?: LayoutAction | null;
  onAction?: (layout: LayoutSummary, action: LayoutAction) => void;
}

/** One saved layout: its thumbnail, name, template and last change, and what can be done with it. */
export function LayoutCard({ layout, isCompact = false, busyAction = null, onAction }: LayoutCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const isDeleted = layout.deletedAt !== null;
  const act = (action: LayoutAction) => onAction?.(layout, action);
  const isBusy = busyAction !== null;
  return (
    <li className="layout-card" aria-labelledby={`${id}-name`}>
      <div className="layout-card__thumbnail">
        {layout.thumbnailUrl === null ? (
          <span className="layout-card__no-thumbnail">{t('layouts.card.noThumbnail')}</span>
        ) : (
          <img src={layout.thumbnailUrl} alt={t('layouts.card.thumbnailAlt', { name: layout.name })} loading="lazy" />
        )}
      </div>
      <div className="layout-card__body">
        <h3 id={`${id}-name`} className="layout-card__name">
          {isDeleted ? layout.name : <Link to={buildLayoutEditorPath(layout.id)}>{layout.name}</Link>}
        </h3>
        <p className="layout-card__meta">{displayNameFromPath(layout.templatePath)}</p>
        <p className="layout-card__meta">
          {isDeleted && layout.deletedAt !== null
            ? t('layouts.card.deleted', { date: formatDate(layout.deletedAt, i18n.language) })
            : t('layouts.card.updated', { date: formatDate(layout.updatedAt, i18n.language) })}
          {' · '}
          {t('layouts.card.revision', { revision: layout.revision })}
        </p>
        {!isCompact && (
          <div className="layout-card__actions" aria-busy={isBusy}>
            {isDeleted ? (
              <button type="button" className="button button--primary button--small" disabled={isBusy} onClick={() => act('restore')}>
                {t('layouts.card.restore')}
              </button>
            ) : (
              <>
                <Link className="button button--primary button--small" to={buildLayoutEditorPath(layout.id)} aria-label={`${t('layouts.card.open')} ${layout.name}`}>
                  {t('layouts.card.open')}
                </Link>
                <button type="button" className="button button--secondary button--small" disabled={isBusy} onClick={() => act('rename')}>
                  {t('layouts.card.rename')}
                </button>
                <button type="button" className="button button--secondary button--small" disabled={isBusy} aria-busy={busyAction === 'duplicate'} onClick={() => act('duplicate')}>
                  {t('layouts.card.duplicate')}
                </button>
                <button type="button" className="button button--secondary button--small" disabled={isBusy} onClick={() => act('delete')}>
                  {t('layouts.card.delete')}
                </button>
                <label className="layout-card__catalog" title={t('layouts.card.showInCatalogueHint')}>
                  <input
                    type="checkbox"
                    role="switch"
                    checked={layout.shownInCatalog === true}
                    disabled={isBusy}
                    aria-busy={busyAction === 'showInCatalog' || busyAction === 'hideFromCatalog'}
                    onChange={(event) => act(event.target.checked ? 'showInCatalog' : 'hideFromCatalog')}
                  />
                  {t('layouts.card.showInCatalogue')}
                </label>
              </>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
