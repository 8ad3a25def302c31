import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogRequestItem, RequestStatus } from '../../../shared/api/dashboard.js';
import type { MeResponse } from '../../../shared/api/me.js';
import { isUnlockActive } from '../../../shared/plans/plan-rules.js';
import { useFocusListItem } from '../../app/use-focus-list-item.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { useTemplatePurchase } from '../../purchase/use-template-purchase.js';
import { refreshNewRequestsCount } from '../../app/new-requests-count.js';
import { dashboardApi, serverMessageOf } from './dashboard-api.js';
import { RequestCard, requestTemplateId } from './request-card.js';
import { RequestFilters } from './request-filters.js';
import { totalOf } from './request-list-model.js';
import { RequestsTable } from './requests-table.js';
import { sortByEventDate } from './sort-by-event-date.js';
import { useRequestList } from './use-request-list.js';
import './request-filters.css';

interface RequestsSectionProps {
  me: MeResponse;
  userId: string;
}

/** The client requests, newest first, a page at a time under the operator's filters (spec part 2 §2). */
export function RequestsSection({ me, userId }: RequestsSectionProps) {
  const { t } = useTranslation();
  const requests = useRequestList(t('dashboard.requests.loadDefaultError'));
  const { state, filters } = requests;
  const [alert, setAlert] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CatalogRequestItem | null>(null);
  const [senderToDelete, setSenderToDelete] = useState<{ request: CatalogRequestItem; count: number } | null>(null);
  const [toErase, setToErase] = useState<CatalogRequestItem | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusListItem = useFocusListItem(listRef);
  const { onStartPurchase, purchasingId, purchaseDialogs } = useTemplatePurchase();
  const now = new Date();
  const [view, setView] = useState<'cards' | 'table'>('cards');
  const [isByEventDate, setIsByEventDate] = useState(false);

  const canCreateDraft = (request: CatalogRequestItem) => {
    if (me.plan.type === 'Annuale') return true;
    const unlock = me.unlockedTemplates[requestTemplateId(request)];
    return unlock !== undefined && isUnlockActive(unlock, now);
  };

  const onStatusChange = async (request: CatalogRequestItem, status: RequestStatus) => {
    try {
      await requests.changeStatus(request.id, status);
    } catch (error) {
      setAlert(t('dashboard.requests.statusError', { message: serverMessageOf(error) ?? t('dashboard.requests.statusDefaultError') }));
    }
  };

  // One at a time, so each refusal is told and the rest still change.
  const onBulkStatusChange = async (chosen: readonly CatalogRequestItem[], status: RequestStatus) => {
    for (const request of chosen) {
      if (request.status !== status) await onStatusChange(request, status);
    }
  };

  const onConfirmDelete = async () => {
    const request = toDelete;
    setToDelete(null);
    if (request === null) return;
    try {
      await requests.remove(request.id);
      setAlert(t('dashboard.requests.deleted'));
    } catch (error) {
      setAlert(serverMessageOf(error) ?? t('dashboard.deleteDefaultError'));
    }
  };

  // The number first (nothing deleted), so the confirmation says how many requests go.
  const onDeleteSender = async (request: CatalogRequestItem) => {
    try {
      const { count } = await dashboardApi.deleteSenderRequests(request.id, true);
      setSenderToDelete({ request, count });
    } catch (error) {
      setAlert(serverMessageOf(error) ?? t('dashboard.deleteDefaultError'));
    }
  };

  const onConfirmDeleteSender = async () => {
    const chosen = senderToDelete;
    setSenderToDelete(null);
    if (chosen === null) return;
    try {
      const { count } = await dashboardApi.deleteSenderRequests(chosen.request.id, false);
      requests.reload();
      void refreshNewRequestsCount();
      setAlert(t('dashboard.requests.deletedSender', { count }));
    } catch (error) {
      setAlert(serverMessageOf(error) ?? t('dashboard.deleteDefaultError'));
    }
  };

  const onConfirmErase = async () => {
    const request = toErase;
    setToErase(null);
    if (request === null) return;
    try {
      await dashboardApi.erasePersonalData(request.id);
      requests.reload();
      setAlert(t('dashboard.requests.erased'));
    } catch (error) {
      setAlert(serverMessageOf(error) ?? t('dashboard.requests.eraseDefaultError'));
    }
  };

  const onUnlock = (request: CatalogRequestItem) => {
    onStartPurchase({ id: requestTemplateId(request), original: request.template.original_path, name: request.template.displayName });
  };

  // Focus moves to the first new card (so a keyboard user goes on reading there) without
  // scrolling: the page stays where the operator was.
  const onLoadMore = async () => {
    const shown = await requests.loadMore();
    if (shown === null) return;
    focusListItem(shown);
  };

  const isFiltered = filters.status !== undefined || filters.q !== undefined || filters.from !== undefined || filters.to !== undefined;
  const list = state.status === 'loaded' ? state.list : null;
  // An operator with no request at all sees the invitation, not the filters.
  const hasNone = list !== null && !isFiltered && totalOf(list.counts) === 0;
  const matching = list === null ? 0 : filters.status === undefined ? totalOf(list.counts) : list.counts[filters.status];

  return (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby="dashboard-requests">
      <h2 id="dashboard-requests" className="dashboard-card__title">
        {t('dashboard.requests.title')}
      </h2>
      {!hasNone && <RequestFilters filters={filters} counts={list?.counts ?? null} onChange={requests.setFilters} />}
      {state.status === 'loading' && <p role="status">{t('dashboard.loading')}</p>}
      {state.status === 'error' && (
        <div role="alert" className="dashboard-card__error">
          <p>{t('dashboard.requests.loadError', { message: state.message })}</p>
          <button type="button" className="button button--secondary button--small" onClick={requests.reload}>
            {t('dashboard.requests.retry')}
          </button>
        </div>
      )}
      {hasNone && <p className="dashboard-card__empty">{t('dashboard.requests.empty')}</p>}
      {list !== null && !hasNone && list.requests.length === 0 && <p className="dashboard-card__empty">{t('dashboard.requests.noMatch')}</p>}
      {list !== null && list.requests.length > 0 && (
        <>
          <div className="request-view">
            <p className="dashboard-card__muted" role="status">
              {t('dashboard.requests.shownOf', { shown: list.requests.length, total: Math.max(matching, list.requests.length) })}
            </p>
            <div className="request-view__switch" role="group" aria-label={t('dashboard.requests.viewLabel')}>
              <button type="button" className="request-filters__chip" aria-pressed={view === 'cards'} onClick={() => setView('cards')}>
                {t('dashboard.requests.viewCards')}
              </button>
              <button type="button" className="request-filters__chip" aria-pressed={view === 'table'} onClick={() => setView('table')}>
                {t('dashboard.requests.viewTable')}
              </button>
            </div>
            <label className="request-view__sort">
              <input type="checkbox" checked={isByEventDate} onChange={(event) => setIsByEventDate(event.target.checked)} /> {t('dashboard.requests.sortByEventDate')}
            </label>
          </div>
          {view === 'table' && (
            <RequestsTable
              requests={isByEventDate ? sortByEventDate(list.requests) : list.requests}
              onStatusChange={(changed, status) => void onStatusChange(changed, status)}
              onBulkStatusChange={onBulkStatusChange}
            />
          )}
          <ul hidden={view === 'table'} ref={listRef} className="request-list" aria-label={t('dashboard.requests.title')} aria-busy={requests.isRefreshing}>
            {(isByEventDate ? sortByEventDate(list.requests) : list.requests).map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                userId={userId}
                canCreateDraft={canCreateDraft(request)}
                isPurchasing={purchasingId === requestTemplateId(request)}
                onStatusChange={(changed, status) => void onStatusChange(changed, status)}
                onDelete={setToDelete}
                onDeleteSender={(chosen) => void onDeleteSender(chosen)}
                onErasePersonalData={setToErase}
                onUnlock={onUnlock}
                onError={setAlert}
              />
            ))}
          </ul>
          {requests.moreError !== null && (
            <p role="alert" className="dashboard-card__error">
              {t('dashboard.requests.loadError', { message: requests.moreError })}
            </p>
          )}
          {list.nextCursor !== null && (
            <button type="button" className="button button--secondary" disabled={requests.isLoadingMore || requests.isRefreshing} aria-busy={requests.isLoadingMore} onClick={() => void onLoadMore()}>
              {requests.isLoadingMore ? t('dashboard.requests.loadingMore') : t('dashboard.requests.loadMore')}
            </button>
          )}
        </>
      )}
      {toDelete !== null && (
        <ConfirmDialog
          title={t('dashboard.requests.deleteTitle')}
          message={t('dashboard.requests.deleteText', { names: toDelete.formData.names })}
          confirmLabel={t('dashboard.requests.deleteConfirm')}
          cancelLabel={t('dashboard.cancel')}
          onConfirm={() => void onConfirmDelete()}
          onCancel={() => setToDelete(null)}
        />
      )}
      {senderToDelete !== null && (
        <ConfirmDialog
          title={t('dashboard.requests.deleteSenderTitle')}
          message={t('dashboard.requests.deleteSenderText', { count: senderToDelete.count })}
          confirmLabel={t('dashboard.requests.deleteSenderConfirm')}
          cancelLabel={t('dashboard.cancel')}
          onConfirm={() => void onConfirmDeleteSender()}
          onCancel={() => setSenderToDelete(null)}
        />
      )}
      {toErase !== null && (
        <ConfirmDialog
          title={t('dashboard.requests.eraseTitle')}
          message={t('dashboard.requests.eraseText', { names: toErase.formData.names })}
          confirmLabel={t('dashboard.requests.eraseConfirm')}
          cancelLabel={t('dashboard.cancel')}
          onConfirm={() => void onConfirmErase()}
          onCancel={() => setToErase(null)}
        />
      )}
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
      {purchaseDialogs}
    </section>
  );
}
