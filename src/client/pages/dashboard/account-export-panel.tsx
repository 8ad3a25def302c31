import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AccountExport, AccountExportResponse } from '../../../shared/api/account.js';
import { postJson } from '../../api/post-json.js';
import { requestJson } from '../../api/request-json.js';
import { formatDate } from './dashboard-constants.js';

/** How often the progress is asked for while the zip is being built. */
const pollMs = 1500;

const isBuilding = (state: AccountExport | null | undefined) => state != null && (state.status === 'pending' || state.status === 'running');

/** 'Esporta i miei dati': starts the zip, shows its progress, then the download link while it lasts. */
export function AccountExportPanel() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<AccountExport | null | undefined>(undefined);
  const [hasFailedToStart, setHasFailedToStart] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setState((await requestJson('/api/account/exports/latest', AccountExportResponse)).export);
    } catch {
      // A failed first read offers the button; a failed poll keeps what it showed and polls again.
      setState((current) => (current == null ? null : { ...current }));
    }
  }, []);

  // First read at once (undefined: not read yet), then again while the zip is being built.
  useEffect(() => {
    if (state !== undefined && !isBuilding(state)) return;
    const timer = window.setTimeout(() => void refresh(), state === undefined ? 0 : pollMs);
    return () => window.clearTimeout(timer);
  }, [state, refresh]);

  const onStart = async () => {
    setHasFailedToStart(false);
    try {
      setState((await postJson('/api/account/exports', {}, AccountExportResponse)).export);
    } catch {
      setHasFailedToStart(true);
    }
  };

  const size = state?.byteSize == null ? '' : formatSize(state.byteSize, i18n.language);
  return (
    <div className="data-rights__export" role="group" aria-labelledby="dashboard-export">
      <h3 id="dashboard-export" className="data-rights__heading data-rights__heading--plain">
        {t('dashboard.dataRights.exportTitle')}
      </h3>
      <p>{t('dashboard.dataRights.exportText')}</p>
      {isBuilding(state) && state != null && (
        <p role="status">
          {t('dashboard.dataRights.exportProgress', { done: state.doneItems, total: Math.max(state.totalItems, state.doneItems) })}
          <progress className="data-rights__progress" max={Math.max(state.totalItems, 1)} value={state.doneItems} />
        </p>
      )}
      {state?.status === 'ready' && state.downloadUrl !== null && (
        <p role="status">
          {t('dashboard.dataRights.exportReady', { date: formatDate(state.expiresAt ?? state.createdAt, i18n.language) })}{' '}
          <a className="button button--primary button--small" href={state.downloadUrl} download>
            {t('dashboard.dataRights.exportDownload', { size })}
          </a>
        </p>
      )}
      {state?.status === 'failed' && <p className="dashboard-card__error">{t('dashboard.dataRights.exportFailed')}</p>}
      {hasFailedToStart && (
        <p role="alert" className="dashboard-card__error">
          {t('dashboard.dataRights.exportStartError')}
        </p>
      )}
      {state !== undefined && !isBuilding(state) && (
        <button type="button" className="button button--secondary" onClick={() => void onStart()}>
          {state === null || state.status === 'expired' || state.status === 'failed' ? t('dashboard.dataRights.export') : t('dashboard.dataRights.exportAgain')}
        </button>
      )}
    </div>
  );
}

function formatSize(bytes: number, language: string): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(language)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString(language, { maximumFractionDigits: 1 })} MB`;
}
