import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { themes, type Theme } from '../../../shared/catalog/themes.js';
import { PageHeader } from '../../app/page-header.js';
import { SelectionStep } from '../choose-template/selection-step.js';
import './choose-theme-page.css';
import { UiIcon } from '../../app/ui-icon.js';

/** Step 1 of the selection flow: the event themes; the coming-soon ones are shown but inert. */
export function ChooseThemePage() {
  const { t } = useTranslation();
  const activeThemes = themes.filter((theme) => !theme.comingSoon);
  const comingSoonThemes = themes.filter((theme) => theme.comingSoon);

  return (
    <>
      <SelectionStep step={1} />
      <PageHeader title={t('pages.chooseTheme.title')} lead={t('pages.chooseTheme.lead')} />
      <ul className="theme-grid" aria-label={t('chooseTheme.activeLabel')}>
        {activeThemes.map((theme) => (
          <li key={theme.key}>
            <ActiveThemeCard theme={theme} />
          </li>
        ))}
      </ul>
      <h2 className="theme-grid__heading">{t('chooseTheme.comingSoonHeading')}</h2>
      <ul className="theme-grid theme-grid--soon">
        {comingSoonThemes.map((theme) => (
          <li key={theme.key}>
            <ComingSoonThemeCard theme={theme} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ActiveThemeCard({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  return (
    <Link to={`/choose-format/${theme.key}`} className={`theme-card theme-card--${theme.key}`}>
      <span className="theme-card__icon" aria-hidden="true">
        <UiIcon name={theme.icon} size={32} />
      </span>
      <span className="theme-card__label">{t(`catalog.themes.${theme.key}`)}</span>
      <span className="theme-card__action" aria-hidden="true">
        {t('chooseTheme.cardAction')} →
      </span>
    </Link>
  );
}

// Not a link at all: a disabled link is still announced and followed by some assistive tools.
// role=group is one of the roles aria-disabled applies to.
function ComingSoonThemeCard({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const label = t(`catalog.themes.${theme.key}`);
  return (
    <div className={`theme-card theme-card--soon theme-card--${theme.key}`} role="group" aria-disabled="true" aria-label={`${label}, ${t('chooseTheme.comingSoon')}`}>
      <span className="theme-card__icon" aria-hidden="true">
        <UiIcon name={theme.icon} size={32} />
      </span>
      <span className="theme-card__label">{label}</span>
      <span className="theme-card__badge">{t('chooseTheme.comingSoon')}</span>
    </div>
  );
}
