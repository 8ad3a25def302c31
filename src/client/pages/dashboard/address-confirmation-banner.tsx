import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountPagePath } from '../account/account-page-path.js';
import { ResendLinkButton } from '../account/resend-link-button.js';
import { useAccount } from '../account/use-account.js';
import '../account/account-page.css';

/**
 * Until the operator opens the link mailed to an address, no notification goes there: the
 * dashboard says so on top, with the link to send again. Nothing shows once all are confirmed.
 */
export function AddressConfirmationBanner() {
  const { t } = useTranslation();
  const { state } = useAccount();
  if (state.status !== 'loaded' || state.account.unconfirmedAddresses.length === 0) return null;
  return (
    <section className="dashboard-card dashboard-card--wide account-banner" aria-labelledby="account-banner-title">
      <h2 id="account-banner-title" className="dashboard-card__title">
        {t('account.banner.title')}
      </h2>
      {state.account.unconfirmedAddresses.map((address) => (
        <div key={address}>
          <p>{t('account.banner.text', { address })}</p>
          <ResendLinkButton address={address} />
        </div>
      ))}
      <p>
        <Link to={accountPagePath}>{t('account.settingsLink')}</Link>
      </p>
    </section>
  );
}
