import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { layoutsPagePath } from '../../layouts/layouts-page-path.js';
import { useLayoutList } from '../../layouts/use-layout-list.js';
import { LayoutCard } from './layout-card.js';
import './layout-card.css';

/** How many of the latest layouts the dashboard shows. */
const latestCount = 4;

/** The dashboard's 'I miei layout': the latest few, and the way to all of them. */
export function LayoutsSection() {
  const { t } = useTranslation();
  const { state, reload } = useLayoutList({ q: '', isTrash: false, limit: latestCount });
  return (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby="dashboard-layouts">
      <h2 id="dashboard-layouts" className="dashboard-card__title">
        {t('layouts.section.title')}
      </h2>
      {state.status === 'loading' && <p role="status">{t('layouts.page.loading')}</p>}
      {state.status === 'failed' && (
        <div role="alert" className="dashboard-card__error">
          <p>{t('layouts.page.loadError', { message: state.message ?? t('layouts.defaultError') })}</p>
          <button type="button" className="button button--secondary button--small" onClick={reload}>
            {t('layouts.retry')}
          </button>
        </div>
      )}
      {state.status === 'loaded' && state.layouts.length === 0 && (
        <>
          <p className="dashboard-card__empty">{t('layouts.section.empty')}</p>
          <Link className="button button--primary button--small" to="/choose-theme">
            {t('layouts.section.start')}
          </Link>
        </>
      )}
      {state.status === 'loaded' && state.layouts.length > 0 && (
        <>
          <ul className="layout-grid" aria-label={t('layouts.section.title')}>
            {state.layouts.map((layout) => (
              <LayoutCard key={layout.id} layout={layout} isCompact />
            ))}
          </ul>
          <Link className="button button--secondary button--small" to={layoutsPagePath}>
            {t('layouts.section.seeAll')}
          </Link>
        </>
      )}
    </section>
  );
}
