import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { findFormat } from '../../../shared/catalog/formats.js';
import { isActiveTheme } from '../../../shared/catalog/themes.js';
import { PageHeader } from '../../app/page-header.js';
import { BackLink } from './back-link.js';
import { PlanBanner } from './plan-banner.js';
import { SelectionEmptyState } from './selection-empty-state.js';
import { SelectionStep } from './selection-step.js';
import { SelectionSummary } from './selection-summary.js';
import { TemplateGallery } from './template-gallery.js';
import { UnknownThemeState } from './unknown-theme-state.js';
import './choose-template-page.css';
import { UiIcon } from '../../app/ui-icon.js';

/** Step 3 of the selection flow: the templates of one theme and format. */
export function ChooseTemplatePage() {
  const { t } = useTranslation();
  const { theme = '', format = '' } = useParams();
  const printFormat = findFormat(format);

  if (!isActiveTheme(theme)) {
    return (
      <>
        <PageHeader title={t('pages.chooseTemplate.title')} />
        <UnknownThemeState theme={theme} />
      </>
    );
  }

  if (printFormat === undefined) {
    return (
      <>
        <PageHeader title={t('pages.chooseTemplate.title')} />
        <SelectionEmptyState title={t('selection.unknownFormatTitle')} text={t('selection.unknownFormatText', { format })} icon="triangular-ruler">
          <Link to={`/choose-format/${theme}`} className="button button--primary">
            {t('selection.backToFormats')}
          </Link>
        </SelectionEmptyState>
      </>
    );
  }

  return (
    <>
      <BackLink to={`/choose-format/${theme}`} label={t('selection.backToFormats')} />
      <SelectionStep step={3} />
      <PageHeader title={t('pages.chooseTemplate.title')} lead={t('pages.chooseTemplate.lead')}>
        <SelectionSummary theme={theme} format={printFormat.key} />
      </PageHeader>
      <div className="template-notes">
        <p className="template-note" role="note">
          <UiIcon name="information" size={18} className="template-note__icon" />
          {t('chooseTemplate.infoNote')}
        </p>
        <PlanBanner />
      </div>
      {/* Keyed: another theme or format starts with no selection and a closed lightbox. */}
      <TemplateGallery key={`${theme}/${printFormat.key}`} theme={theme} format={printFormat} />
    </>
  );
}
