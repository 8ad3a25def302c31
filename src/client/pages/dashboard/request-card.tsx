import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type CatalogRequestItem, type RequestStatus, requestStatuses } from '../../../shared/api/dashboard.js';
import { templateIdFromPath } from '../../../shared/catalog/template-id.js';
import { buildShareUrl } from '../../../shared/drafts/share-url.js';
import { passRules } from '../../../shared/plans/plan-rules.js';
import { assertNever } from '../../../shared/util/assert-never.js';
import { formatDate } from './dashboard-constants.js';
import { ClientChanges } from './client-changes.js';
import { RequestTimeline } from './request-timeline.js';
import { findEditorTarget, type EditorTarget } from './request-editor-target.js';
import { RequestLayoutButton, RequestRevisionNote } from './request-layout-actions.js';
import { formatPhone } from './format-phone.js';
import { buildWhatsAppShareUrl } from './whatsapp-share-url.js';
import { buildLayoutEditorPath } from '../../layouts/layout-editor-path.js';

export interface RequestCardProps {
  request: CatalogRequestItem;
  userId: string;
  /** PRO or an active pass on this template: the draft can be made (spec part 2 §2). */
  canCreateDraft: boolean;
  isPurchasing: boolean;
  onStatusChange: (request: CatalogRequestItem, status: RequestStatus) => void;
  onDelete: (request: CatalogRequestItem) => void;
  /** Deletes this request and the other new ones from its sender (a flood) after a confirmation. */
  onDeleteSender: (request: CatalogRequestItem) => void;
  /** 'Cancella dati personali' (asks first); absent: not offered. */
  onErasePersonalData?: (request: CatalogRequestItem) => void;
  onUnlock: (request: CatalogRequestItem) => void;
  onError: (message: string) => void;
}

const formFields = ['names', 'eventDate', 'email', 'phone', 'city', 'otherText'] as const;

/** One client request: what was asked, its status, and the ways to act on it. */
export function RequestCard({ request, userId, canCreateDraft, isPurchasing, onStatusChange, onDelete, onDeleteSender, onErasePersonalData, onUnlock, onError }: RequestCardProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const { template, formData } = request;
  const name = template.displayName === '' ? template.original_path : template.displayName;

  const onOpenEditor = () => {
    const target = findEditorTarget(template.original_path, request.customTemplate);
    if (!target.ok) {
      onError(editorTargetError(target.reason));
      return;
    }
    void navigate(target.path, {
      state: {
        template: { original: template.original_path, preview: template.preview },
        requestId: request.id,
        form: { names: formData.names, eventDate: formData.eventDate },
      },
    });
  };

  function editorTargetError(reason: Extract<EditorTarget, { ok: false }>['reason']): string {
    switch (reason) {
      case 'missing':
        return t('dashboard.requests.missingPath');
      case 'invalid':
        return t('dashboard.requests.badPath');
      case 'customUnavailable':
        return t('dashboard.requests.customUnavailable');
      default:
        return assertNever(reason);
    }
  }

  const shareUrl =
    request.draftId === null
      ? null
      : buildWhatsAppShareUrl(
          formData.phone,
          t('dashboard.requests.shareText', {
            names: formData.names,
            url: buildShareUrl({ origin: window.location.origin, userId, draftId: request.draftId, client: formData.names, date: formData.eventDate, requestId: request.id }),
          }),
        );

  return (
    <li className="request-card" aria-labelledby={`${id}-name`}>
      {template.preview !== '' && <img className="request-card__preview" src={template.preview} alt={t('dashboard.requests.previewAlt', { name })} loading="lazy" />}
      <div className="request-card__body">
        <h3 id={`${id}-name`} className="request-card__name">
          {name}
        </h3>
        <p className="dashboard-card__muted">{t('dashboard.requests.receivedOn', { date: formatDate(request.timestamp, i18n.language) })}</p>
        <dl className="request-card__data">
          {formFields
            .filter((field) => formData[field].trim() !== '')
            .map((field) => (
              <div key={field}>
                <dt>{t(`dashboard.requests.${field}`)}</dt>
                <dd>{field === 'phone' ? formatPhone(formData.phone) : formData[field]}</dd>
              </div>
            ))}
        </dl>
        {request.personalDataErasedAt != null && (
          <p className="dashboard-card__muted request-card__erased">{t('dashboard.requests.erasedOn', { date: formatDate(request.personalDataErasedAt, i18n.language) })}</p>
        )}
        {/* Once approved, the changes asked before are settled: the timeline keeps that they were asked. */}
        {request.status !== 'approvata' && <ClientChanges text={request.clientChanges} />}
        <RequestTimeline events={request.timeline ?? []} />
        <RequestRevisionNote revision={request.draftLayoutRevision ?? null} />
        <label className="request-card__status">
          <span>{t('dashboard.requests.status')}</span>
          <select value={request.status} onChange={(event) => onStatusChange(request, event.target.value as RequestStatus)}>
            {requestStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`dashboard.requests.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="request-card__actions">
          {canCreateDraft ? (
            <RequestLayoutButton layoutId={request.layoutId ?? null} onCreate={onOpenEditor} />
          ) : (
            <>
              <button type="button" className="button button--primary button--small" disabled={isPurchasing} aria-busy={isPurchasing} title={t('dashboard.requests.unlockHint')} onClick={() => onUnlock(request)}>
                {t('dashboard.requests.unlock', { price: passRules.priceEuro })}
              </button>
              {/* Free limits: the editor opens anyway, its draft says 'BOZZA' and its downloads carry the watermark. */}
              {request.layoutId === null ? (
                <button type="button" className="button button--secondary button--small" aria-describedby={`${id}-free`} onClick={onOpenEditor}>
                  {t('dashboard.requests.openFree')}
                </button>
              ) : (
                <Link className="button button--secondary button--small" aria-describedby={`${id}-free`} to={buildLayoutEditorPath(request.layoutId)}>
                  {t('layouts.request.open')}
                </Link>
              )}
              <span id={`${id}-free`} className="dashboard-card__muted request-card__note">
                {t('dashboard.requests.openFreeNote')}
              </span>
            </>
          )}
          {shareUrl === null ? (
            <span className="dashboard-card__muted request-card__note">{t(canCreateDraft ? 'dashboard.requests.noDraft' : 'dashboard.requests.noDraftLocked')}</span>
          ) : (
            <a className="button button--secondary button--small" href={shareUrl} target="_blank" rel="noopener noreferrer">
              {t('dashboard.requests.share')}
            </a>
          )}
          {onErasePersonalData !== undefined && request.personalDataErasedAt == null && (
            <button type="button" className="button button--secondary button--small" onClick={() => onErasePersonalData(request)}>
              {t('dashboard.requests.erase')}
            </button>
          )}
          <button type="button" className="button button--secondary button--small request-card__delete" onClick={() => onDelete(request)}>
            {t('dashboard.requests.delete')}
          </button>
          {request.status === 'nuova' && (
            <button type="button" className="button button--secondary button--small request-card__delete" onClick={() => onDeleteSender(request)}>
              {t('dashboard.requests.deleteSender')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The pass key of a request's template (spec part 2 §3: slashes and dots to underscores). */
export function requestTemplateId(request: CatalogRequestItem): string {
  return templateIdFromPath(request.template.original_path);
}
