import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { communityChatUrl } from './external-links.js';
import { LanguageSwitch } from './language-switch.js';
import { Logo } from './logo.js';
import './site-footer.css';

const siteLinks = [
  { to: '/supporto', labelKey: 'footer.support' },
  { to: '/contatti', labelKey: 'footer.contacts' },
] as const;

const legalLinks = [
  { to: '/termini-di-servizio', labelKey: 'footer.terms' },
  { to: '/privacy-policy', labelKey: 'footer.privacy' },
  { to: '/cookie-policy', labelKey: 'footer.cookies' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <LanguageSwitch />
        </div>
        <nav className="site-footer__nav" aria-label={t('footer.navLabel')}>
          <ul className="site-footer__links">
            {siteLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
            <li>
              <a href={communityChatUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.community')}
              </a>
            </li>
          </ul>
          <ul className="site-footer__links">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year })}</p>
      <p className="site-footer__credits">
        {t('footer.credits')}{' '}
        <a href="/assets/clipart/LICENSE.txt">{t('footer.creditsLicence')}</a>
      </p>
    </footer>
  );
}
