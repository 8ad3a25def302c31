import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { LandingCta } from './landing-cta.js';
import { LandingFeatures } from './landing-features.js';
import { LandingHero } from './landing-hero.js';
import { LandingSteps } from './landing-steps.js';
import { LandingTestimonials } from './landing-testimonials.js';
import { LandingVideo } from './landing-video.js';
import './landing-page.css';

/**
 * The home page (spec part 2, "Landing page"). It is in the first chunk, so it imports nothing
 * heavy: plain markup, CSS and our own WebP screenshots; the video player loads only on click.
 */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.documentTitle'));

  return (
    <div className="landing">
      <LandingHero />
      <LandingSteps />
      <LandingVideo />
      <LandingFeatures />
      <LandingTestimonials />
      <LandingCta />
    </div>
  );
}
