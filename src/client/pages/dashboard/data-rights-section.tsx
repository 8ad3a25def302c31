import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountExportPanel } from './account-export-panel.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';

/** The operator's own data: a copy of all of it, and the deletion of the account (a danger zone). */
export function DataRightsSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <section className="dashboard-card dashboard-card--wide data-rights" aria-labelledby="dashboard-data-rights">
      <h2 id="dashboard-data-rights" className="dashboard-card__title">
        {t('dashboard.dataRights.title')}
      </h2>
      <AccountExportPanel />
      <div className="data-rights__danger" role="group" aria-labelledby="dashboard-danger-zone">
        <h3 id="dashboard-danger-zone" className="data-rights__heading">
          {t('dashboard.dataRights.dangerZone')}
        </h3>
        <p>{t('dashboard.dataRights.deleteText')}</p>
        <button type="button" className="button button--danger" onClick={() => setIsConfirming(true)}>
          {t('dashboard.dataRights.delete')}
        </button>
      </div>
      {isConfirming && (
        <DeleteAccountDialog
          email={email}
          onCancel={() => setIsConfirming(false)}
          onDeleted={() => window.location.assign('/')}
        />
      )}
    </section>
  );
}
