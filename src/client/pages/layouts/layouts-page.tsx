import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { layoutRestoreDays } from '../../../shared/api/layouts.js';
import { PageHeader } from '../../app/page-header.js';
import { useLayoutList } from '../../layouts/use-layout-list.js';
import { LayoutCard } from './layout-card.js';
import { useLayoutActions } from './use-layout-actions.js';
import '../dashboard/dashboard-page.css';
import '../../editor/share/share-dialog.css';
import './layout-card.css';
import './layouts-page.css';

/** /dashboard/layouts: every layout saved to the account, searchable, paged, with the bin. */
export function LayoutsPage() {
  const { t } = useTranslation();
  const [isTrash, setIsTrash] = useState(false);
  const [draft, setDraft] = useState('');
  const searchId = useId();
  const [q, setQ] = useState('');
  const list = useLayoutList({ q, isTrash });
  const { state } = list;
  const actions = useLayoutActions({ onUpdated: list.update, onCreated: list.reload });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  const emptyText = isTrash ? t('layouts.page.emptyTrash') : q !== '' ? t('layouts.page.emptySearch', { query: q }) : t('layouts.page.empty');

  return (
    <>
      <PageHeader title={t('layouts.page.title')} lead={t('layouts.page.lead')} />
      <div className="layouts-page">
        <div className="layouts-page__tools">
          <div className="layouts-page__views" role="group" aria-label={t('layouts.page.title')}>
            <button type="button" className="button button--small button--secondary" aria-pressed={!isTrash} onClick={() => setIsTrash(false)}>
              {t('layouts.page.active')}
            </button>
            <button type="button" className="button button--small button--secondary" aria-pressed={isTrash} onClick={() => setIsTrash(true)}>
              {t('layouts.page.trash')}
            </button>
          </div>
          <form className="layouts-page__search" role="search" onSubmit={onSearch}>
            <label className="layouts-page__search-label" htmlFor={searchId}>
              {t('layouts.page.searchLabel')}
            </label>
            <input id={searchId} type="search" value={draft} placeholder={t('layouts.page.searchHint')} maxLength={120} onChange={(event) => setDraft(event.target.value)} />
            <button type="submit" className="button button--secondary button--small">
              {t('layouts.page.searchButton')}
            </button>
          </form>
        </div>
        {isTrash && <p className="dashboard-card__muted">{t('layouts.page.trashNote', { days: layoutRestoreDays })}</p>}
        {state.status === 'loading' && <p role="status">{t('layouts.page.loading')}</p>}
        {state.status === 'failed' && (
          <div role="alert" className="dashboard-card__error">
            <p>{t('layouts.page.loadError', { message: state.message ?? t('layouts.defaultError') })}</p>
            <button type="button" className="button button--secondary button--small" onClick={list.reload}>
              {t('layouts.retry')}
            </button>
          </div>
        )}
        {state.status === 'loaded' && state.layouts.length === 0 && (
          <div className="layouts-page__empty">
            <p>{emptyText}</p>
            {!isTrash && q === '' && (
              <Link className="button button--primary button--small" to="/choose-theme">
                {t('layouts.section.start')}
              </Link>
            )}
          </div>
        )}
        {state.status === 'loaded' && state.layouts.length > 0 && (
          <ul className="layout-grid" aria-label={t('layouts.page.listLabel')}>
            {state.layouts.map((layout) => (
              <LayoutCard key={layout.id} layout={layout} busyAction={actions.busy?.id === layout.id ? actions.busy.action : null} onAction={actions.onAction} />
            ))}
          </ul>
        )}
        {state.status === 'loaded' && state.moreError !== null && (
          <p role="alert" className="dashboard-card__error">
            {t('layouts.page.loadError', { message: state.moreError === '' ? t('layouts.defaultError') : state.moreError })}
          </p>
        )}
        {state.status === 'loaded' && state.nextCursor !== null && (
          <button type="button" className="button button--secondary layouts-page__more" disabled={state.isLoadingMore} aria-busy={state.isLoadingMore} onClick={() => void list.loadMore()}>
            {t('layouts.page.loadMore')}
          </button>
        )}
      </div>
      {actions.dialogs}
    </>
  );
}
