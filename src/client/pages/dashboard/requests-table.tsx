import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CatalogRequestItem, type RequestStatus, requestStatuses } from '../../../shared/api/dashboard.js';
import { formatEventDate } from '../../../shared/layout/suggest-layout-name.js';
import { formatDate } from './dashboard-constants.js';
import { formatPhone } from './format-phone.js';
import './requests-table.css';

interface RequestsTableProps {
  requests: readonly CatalogRequestItem[];
  onStatusChange: (request: CatalogRequestItem, status: RequestStatus) => void;
  /** Changes several requests at once; resolves when every change is done. */
  onBulkStatusChange: (requests: readonly CatalogRequestItem[], status: RequestStatus) => Promise<void>;
}

/**
 * Requests at volume: one compact row each (about 40 px, where a card is 330), the status
 * changeable in the row or for every ticked row at once.
 */
export function RequestsTable({ requests, onStatusChange, onBulkStatusChange }: RequestsTableProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<RequestStatus>('in_lavorazione');
  const [isApplying, setIsApplying] = useState(false);
  const shownTicked = requests.filter((request) => ticked.has(request.id));
  const isAllTicked = requests.length > 0 && shownTicked.length === requests.length;
  const toggle = (requestId: string) =>
    setTicked((previous) => {
      const next = new Set(previous);
      if (!next.delete(requestId)) next.add(requestId);
      return next;
    });
  const apply = async () => {
    setIsApplying(true);
    try {
      await onBulkStatusChange(shownTicked, bulkStatus);
      setTicked(new Set());
    } finally {
      setIsApplying(false);
    }
  };
  return (
    <div className="requests-table">
      <div className="requests-table__bulk" role="group" aria-label={t('dashboard.requests.bulkStatus')}>
        <span role="status">{t('dashboard.requests.selectedCount', { count: shownTicked.length })}</span>
        <label htmlFor={`${id}-bulk`}>{t('dashboard.requests.bulkStatus')}</label>
        <select id={`${id}-bulk`} value={bulkStatus} onChange={(event) => setBulkStatus(event.target.value as RequestStatus)}>
          {requestStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`dashboard.requests.statuses.${status}`)}
            </option>
          ))}
        </select>
        <button type="button" className="button button--secondary button--small" disabled={shownTicked.length === 0 || isApplying} aria-busy={isApplying} onClick={() => void apply()}>
          {t('dashboard.requests.bulkApply')}
        </button>
      </div>
      <table className="requests-table__table">
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" aria-label={t('dashboard.requests.selectAllRows')} checked={isAllTicked} onChange={() => setTicked(isAllTicked ? new Set() : new Set(requests.map((request) => request.id)))} />
            </th>
            <th scope="col">{t('dashboard.requests.names')}</th>
            <th scope="col">{t('dashboard.requests.eventDate')}</th>
            <th scope="col">{t('dashboard.requests.phone')}</th>
            <th scope="col">{t('dashboard.requests.tableTemplate')}</th>
            <th scope="col">{t('dashboard.requests.tableReceived')}</th>
            <th scope="col">{t('dashboard.requests.status')}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} aria-selected={ticked.has(request.id)}>
              <td>
                <input type="checkbox" aria-label={t('dashboard.requests.selectRow', { names: request.formData.names })} checked={ticked.has(request.id)} onChange={() => toggle(request.id)} />
              </td>
              <th scope="row">{request.formData.names}</th>
              <td>{formatEventDate(request.formData.eventDate) ?? request.formData.eventDate}</td>
              <td className="requests-table__phone">{formatPhone(request.formData.phone)}</td>
              <td>{request.template.displayName}</td>
              <td>{formatDate(request.timestamp, i18n.language)}</td>
              <td>
                <select aria-label={`${t('dashboard.requests.status')}: ${request.formData.names}`} value={request.status} onChange={(event) => onStatusChange(request, event.target.value as RequestStatus)}>
                  {requestStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t(`dashboard.requests.statuses.${status}`)}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
