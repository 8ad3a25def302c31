import { useTranslation } from 'react-i18next';
import type { AccountResponse } from '../../../shared/api/account.js';
import { ResendLinkButton } from './resend-link-button.js';

/** The login and contact addresses, whether each is confirmed, and a new login address on its way. */
export function AddressesSection({ account }: { account: AccountResponse }) {
  const { t } = useTranslation();
  const isConfirmed = (address: string) => !account.unconfirmedAddresses.some((other) => other.toLowerCase() === address.toLowerCase());
  const row = (label: string, address: string) => (
    <div className="account-address">
      <dt>{label}</dt>
      <dd>
        <span className="account-address__value">{address}</span>{' '}
        {isConfirmed(address) ? (
          <span className="account-badge account-badge--ok">{t('account.addresses.confirmed')}</span>
        ) : (
          <>
            <span className="account-badge account-badge--warn">{t('account.addresses.unconfirmed')}</span>
            <ResendLinkButton address={address} />
          </>
        )}
      </dd>
    </div>
  );

  return (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby="account-addresses">
      <h2 id="account-addresses" className="dashboard-card__title">
        {t('account.addresses.title')}
      </h2>
      <dl className="account-addresses">
        {row(t('account.addresses.login'), account.loginEmail)}
        {account.contactEmail === '' ? (
          <div className="account-address">
            <dt>{t('account.addresses.contact')}</dt>
            <dd className="dashboard-card__muted">{t('account.addresses.noContact')}</dd>
          </div>
        ) : (
          row(t('account.addresses.contact'), account.contactEmail)
        )}
      </dl>
      {account.pendingLoginEmail !== null && <p role="status">{t('account.addresses.pending', { address: account.pendingLoginEmail })}</p>}
    </section>
  );
}
