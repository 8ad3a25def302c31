import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/use-session.js';
import { communityChatUrl } from '../../app/external-links.js';

/** Operators go on to create a layout or to their dashboard; visitors to the demo and the support group. */
function NextStepLinks() {
  const { t } = useTranslation();
  const { status, isLoggedIn } = useSession();
  // Until /api/me answers we do not know which pair applies: the row keeps its height, empty.
  if (status === 'loading') return null;
  if (isLoggedIn) {
    return (
      <>
        <Link className="button button--primary" to="/choose-theme">
          {t('content.guida.next.createLayout')}
        </Link>
        <Link className="button button--secondary" to="/dashboard">
          {t('content.guida.next.dashboard')}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link className="button button--primary" to="/prova">
        {t('content.guida.next.demo')}
      </Link>
      <a className="button button--secondary" href={communityChatUrl} target="_blank" rel="noopener noreferrer">
        {t('content.guida.next.community')} <span className="visually-hidden">{t('content.guida.next.newTab')}</span>
      </a>
    </>
  );
}

export function GuideNextSteps() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="guide-section guide-next" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('content.guida.next.title')}</h2>
      <div className="guide-next__actions">
        <NextStepLinks />
      </div>
    </section>
  );
}
