import { useTranslation } from 'react-i18next';
import { prioritySupportUrl } from '../../app/external-links.js';

/** PRO only (spec part 2 §2): the priority WhatsApp line. */
export function PremiumSupportCard() {
  const { t } = useTranslation();
  return (
    <section className="dashboard-card dashboard-card--accent" aria-labelledby="dashboard-support">
      <h2 id="dashboard-support" className="dashboard-card__title">
        {t('dashboard.support.title')}
      </h2>
      <p>{t('dashboard.support.text')}</p>
      <a className="button button--primary" href={prioritySupportUrl} target="_blank" rel="noopener noreferrer">
        {t('dashboard.support.action')}
      </a>
    </section>
  );
}
