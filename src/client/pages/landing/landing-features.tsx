import { useTranslation } from 'react-i18next';
import { ProductScreenshot } from './product-screenshot.js';
import { columnImageSizes, screenshots } from './screenshots.js';
import './landing-features.css';

type FeatureKey = 'print' | 'formats' | 'customTemplates' | 'library' | 'catalogue' | 'approval';

const gridKeys: readonly FeatureKey[] = ['print', 'formats', 'customTemplates', 'library'];
/** Told beside the dashboard, where the client requests and their answers arrive. */
const spotlightKeys: readonly FeatureKey[] = ['catalogue', 'approval'];

function FeatureList({ keys, className }: { keys: readonly FeatureKey[]; className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {keys.map((key) => (
        <li key={key} className="landing-features__item">
          <h3 className="landing-features__title">{t(`landingPage.features.items.${key}.title`)}</h3>
          <p className="landing-features__text">{t(`landingPage.features.items.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The feature list: the layout tools, then the client side shown on the dashboard. */
export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <section className="landing-section" aria-labelledby="landing-features-title">
      <header className="landing-section__header">
        <h2 id="landing-features-title">{t('landingPage.features.title')}</h2>
        <p>{t('landingPage.features.intro')}</p>
      </header>
      <FeatureList keys={gridKeys} className="landing-features__grid" />
      <div className="landing-features__spotlight">
        <ProductScreenshot screenshot={screenshots.dashboard} alt={t('landingPage.features.screenshotAlt')} sizes={columnImageSizes} />
        <FeatureList keys={spotlightKeys} className="landing-features__spotlight-list" />
      </div>
    </section>
  );
}
