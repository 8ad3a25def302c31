import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueLinkDialog } from './catalogue-link-dialog.js';

/** The three steps of the guide; the second opens the dialog about the catalogue link. */
export function GuideSteps() {
  const { t } = useTranslation();
  const titleId = useId();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <section className="guide-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('content.guida.steps.title')}</h2>
      <ol className="guide-steps">
        <li className="guide-steps__step">
          <h3>{t('content.guida.steps.profile.title')}</h3>
          <p>{t('content.guida.steps.profile.text', { profileCard: t('dashboard.profile.title') })}</p>
        </li>
        <li className="guide-steps__step">
          <h3>{t('content.guida.steps.share.title')}</h3>
          <p>{t('content.guida.steps.share.text')}</p>
          <button type="button" className="button button--secondary button--small" aria-haspopup="dialog" onClick={() => setIsDialogOpen(true)}>
            {t('content.guida.steps.share.button')}
          </button>
        </li>
        <li className="guide-steps__step">
          <h3>{t('content.guida.steps.requests.title')}</h3>
          <p>{t('content.guida.steps.requests.text', { requestsCard: t('dashboard.requests.title') })}</p>
        </li>
      </ol>
      {isDialogOpen && <CatalogueLinkDialog onClose={() => setIsDialogOpen(false)} />}
    </section>
  );
}
