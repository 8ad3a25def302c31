import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { annualPlan, passRules } from '../../../shared/plans/plan-rules.js';
import { useFormat } from '../../i18n/format.js';
import { AccountAction } from './account-action.js';
import './landing-cta.css';

/** The closing call to action: sign up (or the dashboard), the demo, and the plans. */
export function LandingCta() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="landing-cta" aria-labelledby="landing-cta-title">
      <h2 id="landing-cta-title" className="landing-cta__title">
        {t('landingPage.cta.title')}
      </h2>
      <p className="landing-cta__text">{t('landingPage.cta.text')}</p>
      <div className="landing-actions landing-actions--centred">
        <AccountAction className="button button--primary" signUpLabel={t('landingPage.cta.signUp')} />
        <Link to="/prova" className="button button--secondary">
          {t('landingPage.cta.demo')}
        </Link>
      </div>
      <p className="landing-cta__pricing">
        {t('landingPage.cta.pricing', { passPrice: format.price(passRules.priceEuro), annualPrice: format.price(annualPlan.priceEuro) })}{' '}
        <Link to="/abbonamenti">{t('landingPage.cta.plans')}</Link>
      </p>
    </section>
  );
}
