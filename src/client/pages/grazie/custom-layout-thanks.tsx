import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../app/logo.js';

/**
 * /grazie after buying 'Layout su Misura': nothing changes in the account, a designer takes over.
 * So the page says what happens next (we write to the purchase's email), what to prepare, and
 * offers the contact page; it stays until the buyer leaves.
 */
export function CustomLayoutThanks({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="grazie-page">
      <Logo />
      <h1 className="grazie-page__title">{t('grazie.title')}</h1>
      <p role="status">{t('grazie.customLayout.confirmed')}</p>
      <p>{t('grazie.customLayout.contact')}</p>
      <div className="grazie-page__prepare">
        <h2 id="grazie-prepare" className="grazie-page__subtitle">
          {t('grazie.customLayout.prepareTitle')}
        </h2>
        <ul aria-labelledby="grazie-prepare">
          <li>{t('grazie.customLayout.names')}</li>
          <li>{t('grazie.customLayout.date')}</li>
          <li>{t('grazie.customLayout.theme')}</li>
          <li>{t('grazie.customLayout.photos')}</li>
          <li>{t('grazie.customLayout.logo')}</li>
        </ul>
      </div>
      <p>{t('grazie.customLayout.howToSend')}</p>
      <div className="grazie-page__actions">
        <Link className="button button--primary" to="/contatti">
          {t('grazie.customLayout.contactLink')}
        </Link>
        <Link className="button button--secondary" to={isLoggedIn ? '/dashboard' : '/'}>
          {isLoggedIn ? t('grazie.customLayout.dashboard') : t('grazie.customLayout.home')}
        </Link>
      </div>
    </section>
  );
}
