import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeResponse } from '../../../shared/api/me.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { openPortal } from '../../purchase/open-portal.js';
import { accountPagePath } from '../account/account-page-path.js';
import { formatDate } from './dashboard-constants.js';
import { summarizePasses } from './summarize-passes.js';

/**
 * Plan, annual end date and passes; PRO manages the subscription in the provider's portal, others
 * upgrade. A cancelled annual plan runs to its end date and offers to resume it (in the portal).
 */
export function AccountStatusSection({ me }: { me: MeResponse }) {
  const { t, i18n } = useTranslation();
  const [alert, setAlert] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const isPro = me.plan.type === 'Annuale';
  const cancelAt = isPro ? me.plan.cancelAt : undefined;
  const now = new Date();
  const passes = summarizePasses(me.unlockedTemplates, now);

  const onManage = async () => {
    setIsOpening(true);
    const result = await openPortal();
    if ('url' in result) {
      window.location.assign(result.url);
      return;
    }
    setIsOpening(false);
    setAlert(t('dashboard.account.portalError', { message: result.error ?? t('dashboard.account.portalDefault') }));
  };

  return (
    <section className="dashboard-card" aria-labelledby="dashboard-account">
      <h2 id="dashboard-account" className="dashboard-card__title">
        {t('dashboard.account.title')}
      </h2>
      <p className="dashboard-account__plan" data-testid="dashboard-plan">
        {t('dashboard.account.plan', { plan: t(`dashboard.account.planNames.${me.plan.type}`) })}
      </p>
      {cancelAt !== undefined ? (
        <p role="status">{t('dashboard.account.endsOn', { date: formatDate(cancelAt, i18n.language) })}</p>
      ) : (
        isPro && me.plan.endDate !== null && <p>{t('dashboard.account.endDate', { date: formatDate(me.plan.endDate, i18n.language) })}</p>
      )}
      <p>
        {passes.active > 0
          ? t('dashboard.account.passes', { count: passes.active })
          : passes.over > 0
            ? t('dashboard.account.passesOver', { count: passes.over })
            : t('dashboard.account.noPasses')}
      </p>
      {isPro ? (
        <button
          type="button"
          className={cancelAt === undefined ? 'button button--secondary' : 'button button--primary'}
          disabled={isOpening}
          aria-busy={isOpening}
          onClick={() => void onManage()}
        >
          {cancelAt === undefined ? t('dashboard.account.manage') : t('dashboard.account.resume')}
        </button>
      ) : (
        <>
          <p className="dashboard-card__muted">{t('dashboard.account.upgradeText')}</p>
          <Link className="button button--primary" to="/abbonamenti">
            {t('dashboard.account.upgrade')}
          </Link>
        </>
      )}
      <p className="dashboard-account__settings">
        <Link to={accountPagePath}>{t('account.settingsLink')}</Link> <span className="dashboard-card__muted">({t('account.settingsLinkHint')})</span>
      </p>
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
    </section>
  );
}
