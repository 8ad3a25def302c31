import { useTranslation } from 'react-i18next';

/** With an external OIDC provider: password and login address are changed there. */
export function ExternalProviderSection({ issuer }: { issuer: string }) {
  const { t } = useTranslation();
  const host = URL.canParse(issuer) ? new URL(issuer).host : issuer;
  return (
    <section className="dashboard-card dashboard-card--wide" aria-labelledby="account-external">
      <h2 id="account-external" className="dashboard-card__title">
        {t('account.external.title')}
      </h2>
      <p>{t('account.external.text', { host })}</p>
      <a className="button button--secondary button--small" href={issuer} target="_blank" rel="noopener noreferrer">
        {t('account.external.link', { host })}
      </a>
    </section>
  );
}
