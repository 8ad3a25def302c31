import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { thankYouPurchaseParam } from '../../../shared/api/thank-you-purchase.js';
import { LoadingIndicator } from '../../app/loading-indicator.js';
import { Logo } from '../../app/logo.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { fetchMe } from '../../api/fetch-me.js';
import { useSession } from '../../api/use-session.js';
import { forgetPendingPurchase, getBrowserStorage, readPendingPurchase } from '../../purchase/pending-purchase.js';
import { CustomLayoutThanks } from './custom-layout-thanks.js';
import { isPurchaseConfirmed } from './purchase-confirmed.js';
import './grazie-page.css';

/** Spec part 2 §9: the thank-you page moves on after 3500 ms. */
const redirectMs = 3500;
const pollMs = 1000;
/** A webhook that never comes must not keep the operator here: the dashboard shows the plan anyway. */
const giveUpMs = 20_000;

/**
 * /grazie. After a custom layout (`acquisto=layout-su-misura` from the checkout's success URL) it
 * says what happens next and stays; after a pass or the annual plan it confirms the purchase.
 */
export function GraziePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.grazie.title'));
  const [params] = useSearchParams();
  const { isLoggedIn } = useSession();
  return params.get(thankYouPurchaseParam.name) === thankYouPurchaseParam.customLayout ? <CustomLayoutThanks isLoggedIn={isLoggedIn} /> : <PlanThanks />;
}

/**
 * Logo, thanks and a spinner while /api/me is polled until it shows the purchase; then the
 * pending marker is cleared and, 3.5 s after arriving, the operator goes to the dashboard,
 * already with the new plan (no logging out and in again).
 */
function PlanThanks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh, isLoggedIn } = useSession();
  // A visitor who bought the custom layout service has no dashboard: the home page instead.
  const destination = isLoggedIn ? '/dashboard' : '/';
  const [isConfirmed, setIsConfirmed] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const storage = getBrowserStorage();
    const pending = readPendingPurchase(storage);
    const check = async () => {
      let confirmed = false;
      try {
        confirmed = isPurchaseConfirmed(await fetchMe(), pending, new Date());
      } catch (error) {
        console.error('[grazie] could not read the plan', error);
      }
      if (!isCurrent) return;
      const elapsed = Date.now() - startedAt;
      if (confirmed) {
        setIsConfirmed(true);
        forgetPendingPurchase(storage);
        await refresh();
      }
      if ((confirmed && elapsed >= redirectMs) || elapsed >= giveUpMs) {
        forgetPendingPurchase(storage);
        void navigate(destination, { replace: true });
        return;
      }
      timer = setTimeout(() => void check(), confirmed ? redirectMs - elapsed : pollMs);
    };
    void check();
    return () => {
      isCurrent = false;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [navigate, refresh, destination]);

  return (
    <section className="grazie-page">
      <Logo />
      <h1 className="grazie-page__title">{t('grazie.title')}</h1>
      <p>{isConfirmed ? t('grazie.confirmed') : t('grazie.waiting')}</p>
      <LoadingIndicator label={isLoggedIn ? t('grazie.redirecting') : t('grazie.redirectingHome')} />
    </section>
  );
}
