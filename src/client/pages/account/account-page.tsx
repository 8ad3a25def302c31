import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../app/page-header.js';
import { AddressesSection } from './addresses-section.js';
import { ExternalProviderSection } from './external-provider-section.js';
import { LoginEmailSection } from './login-email-section.js';
import { PasswordSection } from './password-section.js';
import { SessionsSection } from './sessions-section.js';
import { useAccount } from './use-account.js';
import '../dashboard/dashboard-page.css';
import './account-page.css';

/** /dashboard/account: password, login and contact addresses, and the open sessions. */
export function AccountPage() {
  const { t } = useTranslation();
  const { state, reload } = useAccount();

  return (
    <>
      <PageHeader title={t('account.title')} lead={t('account.lead')}>
        <p>
          <Link to="/dashboard">{t('account.backToDashboard')}</Link>
        </p>
      </PageHeader>
      {state.status === 'loading' && <p role="status">{t('account.loading')}</p>}
      {state.status === 'failed' && (
        <div role="alert" className="dashboard-card__error">
          <p>{t('account.loadError', { message: state.message ?? t('account.defaultError') })}</p>
          <button type="button" className="button button--secondary button--small" onClick={() => void reload()}>
            {t('account.retry')}
          </button>
        </div>
      )}
      {state.status === 'loaded' && (
        <div className="dashboard-grid">
          <AddressesSection account={state.account} />
          {state.account.provider.kind === 'embedded' ? (
            <>
              <PasswordSection onChanged={reload} />
              <LoginEmailSection onChanged={reload} />
            </>
          ) : (
            <ExternalProviderSection issuer={state.account.provider.issuer} />
          )}
          <SessionsSection sessions={state.account.sessions} onChanged={reload} />
        </div>
      )}
    </>
  );
}
