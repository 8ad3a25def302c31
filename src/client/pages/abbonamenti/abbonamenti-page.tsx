import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { annualPlan, passRules } from '../../../shared/plans/plan-rules.js';
import { buildLoginUrl } from '../../app/auth-urls.js';
import { PageHeader } from '../../app/page-header.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useSession } from '../../api/use-session.js';
import { useFormat } from '../../i18n/format.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { openPortal } from '../../purchase/open-portal.js';
import { useCheckout } from '../../purchase/use-checkout.js';
import './abbonamenti-page.css';

/** /abbonamenti: pay per use and the annual plan (spec part 2 §1, §2). */
export function AbbonamentiPage() {
  const { t } = useTranslation();
  const format = useFormat();
  useDocumentTitle(t('pages.abbonamenti.title'));
  const { me, isLoggedIn } = useSession();
  const { start, isRedirecting } = useCheckout();
  const [alert, setAlert] = useState<string | null>(null);
  const [isOpeningPortal, setIsOpeningPortal] = useState(false);
  const isAnnual = me.plan.type === 'Annuale';

  const onAnnual = async () => {
    // A visitor logs in first and comes back here (spec part 2 §2).
    if (!isLoggedIn) {
      window.location.assign(buildLoginUrl('/abbonamenti'));
      return;
    }
    const failure = await start({ purchaseType: 'subscription' });
    if (failure !== undefined) setAlert(t('plans.error', { message: failure.message ?? t('plans.defaultError') }));
  };
  const onManage = async () => {
    setIsOpeningPortal(true);
    const result = await openPortal();
    if ('url' in result) {
      window.location.assign(result.url);
      return;
    }
    setIsOpeningPortal(false);
    setAlert(t('plans.portalError', { message: result.error ?? t('plans.portalDefault') }));
  };
  const endDate = me.plan.endDate === null ? null : format.date(me.plan.endDate);
  const cancelAt = me.plan.cancelAt === undefined ? undefined : format.date(me.plan.cancelAt);

  return (
    <>
      <PageHeader title={t('pages.abbonamenti.title')} lead={t('pages.abbonamenti.lead')} />
      <div className="plan-cards">
        <section className="plan-card" aria-labelledby="plan-pass">
          <h2 id="plan-pass" className="plan-card__name">{t('plans.pass.name')}</h2>
          <p className="plan-card__price">
            <strong>{format.price(passRules.priceEuro)}</strong> <span>{t('plans.pass.per')}</span>
          </p>
          <ul className="plan-card__features">
            <li>{t('plans.pass.feature1')}</li>
            <li>{t('plans.pass.feature2')}</li>
            <li>{t('plans.pass.feature3', { downloads: passRules.downloads, days: passRules.validDays })}</li>
          </ul>
          <Link className="button button--secondary plan-card__action" to="/choose-theme">
            {t('plans.pass.action')}
          </Link>
        </section>
        <section className="plan-card plan-card--featured" aria-labelledby="plan-annual">
          <h2 id="plan-annual" className="plan-card__name">{t('plans.annual.name')}</h2>
          <p className="plan-card__price">
            <s className="plan-card__was">{format.price(annualPlan.originalPriceEuro)}</s> <strong>{format.price(annualPlan.priceEuro)}</strong>{' '}
            <span>{t('plans.annual.per')}</span>
          </p>
          <p className="plan-card__note">{t('plans.annual.instalments')}</p>
          <ul className="plan-card__features">
            <li>{t('plans.annual.feature1')}</li>
            <li>{t('plans.annual.feature2')}</li>
            <li>{t('plans.annual.feature3')}</li>
            <li>{t('plans.annual.feature4')}</li>
            <li>{t('plans.annual.feature5')}</li>
          </ul>
          {isAnnual ? (
            <>
              <p className="plan-card__active" role="status">
                {cancelAt !== undefined
                  ? t('plans.annual.endsOn', { date: cancelAt })
                  : endDate === null
                    ? t('plans.annual.active')
                    : t('plans.annual.activeUntil', { date: endDate })}
              </p>
              <button
                type="button"
                className={`button ${cancelAt === undefined ? 'button--secondary' : 'button--primary'} plan-card__action`}
                disabled={isOpeningPortal}
                aria-busy={isOpeningPortal}
                onClick={() => void onManage()}
              >
                {cancelAt === undefined ? t('plans.annual.manage') : t('plans.annual.resume')}
              </button>
            </>
          ) : (
            <button type="button" className="button button--primary plan-card__action" disabled={isRedirecting} aria-busy={isRedirecting} onClick={() => void onAnnual()}>
              {isRedirecting ? t('plans.redirecting') : t('plans.annual.action')}
            </button>
          )}
        </section>
      </div>
      <p className="plan-cards__custom">
        {t('plans.customText')} <Link to="/layout-personalizzato">{t('plans.customLink')}</Link>
      </p>
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
    </>
  );
}
