import { useTranslation } from 'react-i18next';
import { languageCookieName } from '../../../shared/i18n/language.js';
import { cookieConsentMaxAgeSeconds, cookieConsentName } from '../../app/cookie-consent.js';
import { LegalPage } from '../legal/legal-page.js';
import { LegalSection } from '../legal/legal-section.js';
import { forgetCookieConsent } from './forget-cookie-consent.js';

const secondsPerDay = 24 * 3600;

/**
 * The cookies the app sets. The two auth cookie names are the server's (src/server/auth/cookie-names.ts,
 * which adds the __Host- prefix over https); the client cannot import server code.
 */
const necessaryCookies = [
  { name: 'cornice_session', textKey: 'session' },
  { name: 'cornice_login', textKey: 'login' },
  { name: cookieConsentName, textKey: 'consent' },
  { name: languageCookieName, textKey: 'language' },
] as const;

/** /cookie-policy: the three categories of the spec, what the app actually sets, and how to change the choice. */
export function CookiePolicyPage() {
  const { t } = useTranslation();
  const consentDays = Math.round(cookieConsentMaxAgeSeconds / secondsPerDay);
  return (
    <LegalPage title={t('pages.cookiePolicy.title')} lead={t('pages.cookiePolicy.lead')}>
      <LegalSection title={t('content.legal.cookies.intro.title')}>
        <p>{t('content.legal.cookies.intro.text')}</p>
      </LegalSection>
      <LegalSection title={t('content.legal.cookies.necessary.title')}>
        <p>{t('content.legal.cookies.necessary.text')}</p>
        <ul>
          {necessaryCookies.map((cookie) => (
            <li key={cookie.name}>
              <code>{cookie.name}</code>: {t(`content.legal.cookies.necessary.${cookie.textKey}`, { days: consentDays })}
            </li>
          ))}
        </ul>
        <p>{t('content.legal.cookies.necessary.storage')}</p>
      </LegalSection>
      <LegalSection title={t('content.legal.cookies.analytics.title')}>
        <p>{t('content.legal.cookies.analytics.text')}</p>
      </LegalSection>
      <LegalSection title={t('content.legal.cookies.marketing.title')}>
        <p>{t('content.legal.cookies.marketing.text')}</p>
      </LegalSection>
      <LegalSection title={t('content.legal.cookies.choice.title')}>
        <p>{t('content.legal.cookies.choice.text')}</p>
        <button type="button" className="button button--secondary" onClick={() => forgetCookieConsent()}>
          {t('content.legal.cookies.choice.button')}
        </button>
      </LegalSection>
    </LegalPage>
  );
}
