import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formats, type Format } from '../../../shared/catalog/formats.js';
import { printSizeOf } from '../../../shared/catalog/print-size.js';
import { isActiveTheme, type ActiveThemeKey } from '../../../shared/catalog/themes.js';
import { PageHeader } from '../../app/page-header.js';
import { BackLink } from '../choose-template/back-link.js';
import { SelectionStep } from '../choose-template/selection-step.js';
import { SelectionSummary } from '../choose-template/selection-summary.js';
import { UnknownThemeState } from '../choose-template/unknown-theme-state.js';
import { FormatVisual } from './format-visual.js';
import './choose-format-page.css';

/** Step 2 of the selection flow: the four print formats of the chosen theme. */
export function ChooseFormatPage() {
  const { t } = useTranslation();
  const { theme = '' } = useParams();

  if (!isActiveTheme(theme)) {
    return (
      <>
        <PageHeader title={t('pages.chooseFormat.title')} />
        <UnknownThemeState theme={theme} />
      </>
    );
  }

  return (
    <>
      <BackLink to="/choose-theme" label={t('selection.backToThemes')} />
      <SelectionStep step={2} />
      <PageHeader title={t('pages.chooseFormat.title')} lead={t('pages.chooseFormat.lead')}>
        <SelectionSummary theme={theme} />
      </PageHeader>
      <ul className="format-grid" aria-label={t('chooseFormat.listLabel')}>
        {formats.map((format) => (
          <li key={format.key}>
            <FormatCard theme={theme} format={format} />
          </li>
        ))}
      </ul>
    </>
  );
}

function FormatCard({ theme, format }: { theme: ActiveThemeKey; format: Format }) {
  const { t } = useTranslation();
  const size = printSizeOf(format);
  return (
    <Link to={`/choose-template/${theme}/${format.key}`} className="format-card">
      <FormatVisual format={format} />
      <span className="format-card__body">
        <span className="format-card__label">{t(`catalog.formats.${format.key}`)}</span>
        <span className="format-card__size">{t('catalog.printSize', { ...size })}</span>
        <span className="format-card__hint">{t(`catalog.formatHints.${format.key}`)}</span>
        <span className="format-card__action" aria-hidden="true">
          {t('chooseFormat.cardAction')} →
        </span>
      </span>
    </Link>
  );
}
