import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { LandingCta } from './landing-cta';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingSteps } from './landing-steps';
import { LandingTestimonials } from './landing-testimonials';
import { LandingVideo } from './landing-video';
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
