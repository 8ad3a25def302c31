import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { supportEmail } from '../../app/external-links.js';
import { LegalPage } from '../legal/legal-page.js';
import { LegalSection } from '../legal/legal-section.js';

const collectedData = ['account', 'profile', 'requests', 'content', 'payments', 'technical'] as const;
const stripePrivacyUrl = 'https://stripe.com/privacy';

/** /privacy-policy: what personal data Cornice keeps, why, for how long, and how to have it deleted. */
export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const section = (id: 'purposes' | 'retention' | 'minors' | 'doNotTrack' | 'changes') => (
    <LegalSection title={t(`content.legal.privacy.${id}.title`)}>
      <p>{t(`content.legal.privacy.${id}.text`)}</p>
    </LegalSection>
  );
  return (
    <LegalPage title={t('pages.privacyPolicy.title')} lead={t('pages.privacyPolicy.lead')}>
      <LegalSection title={t('content.legal.privacy.controller.title')}>
        <p>{t('content.legal.privacy.controller.text', { email: supportEmail })}</p>
      </LegalSection>
      <LegalSection title={t('content.legal.privacy.data.title')}>
        <ul>
          {collectedData.map((id) => (
            <li key={id}>{t(`content.legal.privacy.data.${id}`)}</li>
          ))}
        </ul>
      </LegalSection>
      {section('purposes')}
      <LegalSection title={t('content.legal.privacy.providers.title')}>
        <p>
          {t('content.legal.privacy.providers.payments')}{' '}
          <a href={stripePrivacyUrl} target="_blank" rel="noopener noreferrer">
            {t('content.legal.privacy.providers.paymentsLink')}
          </a>
        </p>
        <p>{t('content.legal.privacy.providers.login')}</p>
      </LegalSection>
      <LegalSection title={t('content.legal.privacy.cookies.title')}>
        <p>
          <Trans i18nKey="content.legal.privacy.cookies.text" components={{ cookieLink: <Link to="/cookie-policy" /> }} />
        </p>
      </LegalSection>
      {section('retention')}
      {section('minors')}
      {section('doNotTrack')}
      <LegalSection title={t('content.legal.privacy.rights.title')}>
        <p>
          <Trans
            i18nKey="content.legal.privacy.rights.text"
            values={{ email: supportEmail }}
            components={{ mailLink: <a href={`mailto:${supportEmail}`} /> }}
          />
        </p>
      </LegalSection>
      {section('changes')}
    </LegalPage>
  );
}
