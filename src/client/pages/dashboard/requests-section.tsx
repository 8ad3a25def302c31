import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomTemplate } from '../../../shared/api/custom-templates.js';
import type { CatalogRequestItem, RequestStatus } from '../../../shared/api/dashboard.js';
import type { MeResponse } from '../../../shared/api/me.js';
import { isUnlockActive } from '../../../shared/plans/plan-rules.js';
import { AlertDialog } from '../../purchase/alert-dialog';
import { ConfirmDialog } from '../../purchase/confirm-dialog';
import { useTemplatePurchase } from '../../purchase/use-template-purchase';
import { dashboardApi, serverMessageOf } from './dashboard-api';
import { RequestCard, requestTemplateId } from './request-card';

export type RequestsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; requests: CatalogRequestItem[] };

interface RequestsSectionProps {
  me: MeResponse;
  userId: string;
  state: RequestsState;
  /** The operator's uploads, to open a request made for one of them; empty until they load. */
  customTemplates: readonly CustomTemplate[];
  onRetry: () => void;
  onChanged: () => Promise<void>;
}

/** The client requests, newest first as the server sends them (spec part 2 §2). */
export function RequestsSection({ me, userId, state, customTemplates, onRetry, onChanged }: RequestsSectionProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<CatalogRequestItem | null>(null);
  const { onStartPurchase, purchasingId, purchaseDialogs } = useTemplatePurchase();
  const now = new Date();

  const canCreateDraft = (request: CatalogRequestItem) => {
    if (me.plan.type === 'Annuale') return true;
    const unlock = me.unlockedTemplates[requestTemplateId(request)];
    return unlock !== undefined && isUnlockActive(unlock, now);
  };

  const onStatusChange = async (request: CatalogRequestItem, status: RequestStatus) => {
    try {
      await dashboardApi.updateRequestStatus(request.id, status);
      await onChanged();
    } catch (error) {
      setAlert(t('dashboard.requests.statusError', { message: serverMessageOf(error) ?? t('dashboard.requests.statusDefaultError') }));
    }
  };

  const onConfirmDelete = async () => {
    const request = toDelete;
    setToDelete(null);
    if (request === null) return;
    try {
      await dashboardApi.deleteRequest(request.id);
      setAlert(t('dashboard.requests.deleted'));
      await onChanged();
    } catch (error) {
      setAlert(serverMessageOf(error) ?? t('dashboard.deleteDefaultError'));
    }
  };

  const onUnlock = (request: CatalogRequestItem) => {
    onStartPurchase({ id: requestTemplateId(request), original: request.template.original_path, name: request.template.displayName });
  };

  return (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby="dashboard-requests">
      <h2 id="dashboard-requests" className="dashboard-card__title">
        {t('dashboard.requests.title')}
      </h2>
      {state.status === 'loading' && <p role="status">{t('dashboard.loading')}</p>}
      {state.status === 'error' && (
        <div role="alert" className="dashboard-card__error">
          <p>{t('dashboard.requests.loadError', { message: state.message })}</p>
          <button type="button" className="button button--secondary button--small" onClick={onRetry}>
            {t('dashboard.requests.retry')}
          </button>
        </div>
      )}
      {state.status === 'loaded' && state.requests.length === 0 && <p className="dashboard-card__empty">{t('dashboard.requests.empty')}</p>}
      {state.status === 'loaded' && state.requests.length > 0 && (
        <ul className="request-list" aria-label={t('dashboard.requests.title')}>
          {state.requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              userId={userId}
              customTemplates={customTemplates}
              canCreateDraft={canCreateDraft(request)}
              isPurchasing={purchasingId === requestTemplateId(request)}
              onStatusChange={(changed, status) => void onStatusChange(changed, status)}
              onDelete={setToDelete}
              onUnlock={onUnlock}
              onError={setAlert}
            />
          ))}
        </ul>
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
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
      {purchaseDialogs}
    </section>
  );
}
