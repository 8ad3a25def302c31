import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBootState } from './boot-state-context.js';
import { readCookieConsent, writeCookieConsent, type CookieConsent } from './cookie-consent.js';
import './cookie-banner.css';

/**
 * Asks once for cookie consent. A landmark region rather than a dialog: it must not take focus
 * away from the page the visitor came for.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const boot = useBootState();
  // On the server there is no document.cookie: the request's cookie, passed in the boot state.
  const [isVisible, setIsVisible] = useState(() => (boot === null ? readCookieConsent() : boot.cookieConsent) === null);

  function onChoose(consent: CookieConsent) {
    writeCookieConsent(consent);
    setIsVisible(false);
  }

  if (!isVisible) return null;

  return (
    <section className="cookie-banner" aria-label={t('cookieBanner.label')}>
      <div className="cookie-banner__inner">
        <p className="cookie-banner__text">
          {t('cookieBanner.text')} <Link to="/cookie-policy">{t('cookieBanner.policy')}</Link>
        </p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--primary button--small" onClick={() => onChoose('accepted')}>
            {t('cookieBanner.accept')}
          </button>
          <button type="button" className="button button--secondary button--small" onClick={() => onChoose('rejected')}>
            {t('cookieBanner.reject')}
          </button>
        </div>
      </div>
    </section>
  );
}
