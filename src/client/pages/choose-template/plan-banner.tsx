import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/use-session.js';

/**
 * Who is looking decides the note above the grid: a visitor (an operator's client) is told to
 * copy the info for the operator; a logged-in user not on the annual plan is told what they
 * have and where the plans are; an annual user needs no banner.
 */
export function PlanBanner() {
  const { t } = useTranslation();
  const { status, isLoggedIn, me } = useSession();
  if (status === 'loading') return null;

  if (!isLoggedIn) {
    return (
      <aside className="plan-banner plan-banner--visitor" aria-label={t('planBanner.visitorTitle')}>
        <p className="plan-banner__title">{t('planBanner.visitorTitle')}</p>
        <p className="plan-banner__text">{t('planBanner.visitor')}</p>
      </aside>
    );
  }

  if (me.plan.type === 'Annuale') return null;

  const title = me.plan.type === 'Una Tantum' ? t('planBanner.passes') : t('planBanner.noPlan');
  return (
    <aside className="plan-banner" aria-label={title}>
      <p className="plan-banner__title">{title}</p>
      <p className="plan-banner__text">{t('planBanner.upgrade')}</p>
      <Link to="/abbonamenti" className="button button--primary button--small plan-banner__link">
        {t('planBanner.plansLink')}
      </Link>
    </aside>
  );
}
