import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountAction } from './account-action.js';
import { ProductScreenshot } from './product-screenshot.js';
import { screenshots } from './screenshots.js';

/** Above the fold: the page's only h1, the demo and sign-up buttons, and the editor itself. */
export function LandingHero() {
  const { t } = useTranslation();
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="landing-hero__copy">
        <p className="landing-hero__eyebrow">{t('landing.eyebrow')}</p>
        <h1 id="landing-title" className="landing-hero__title">
          {t('landing.title')}
        </h1>
        <p className="landing-hero__pitch">{t('landing.pitch')}</p>
        <div className="landing-actions">
          <Link to="/prova" className="button button--primary">
            {t('landing.tryFree')}
          </Link>
          <AccountAction className="button button--secondary" signUpLabel={t('landing.signUp')} />
        </div>
        <p className="landing-hero__plans">
          <Link to="/abbonamenti">{t('landingPage.hero.plansLink')}</Link>
        </p>
      </div>
      <div className="landing-hero__media">
        <ProductScreenshot
          screenshot={screenshots.editorPostcard}
          alt={t('landingPage.hero.screenshotAlt')}
          sizes="(min-width: 960px) 600px, calc(100vw - 2rem)"
          isPriority
        />
      </div>
    </section>
  );
}
