import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../api/use-session';
import { buildLoginUrl } from '../../app/auth-urls';
import { useDocumentTitle } from '../../app/use-document-title';
import './landing-page.css';

// TODO: the 3-step explanation, video, features and testimonials of the spec are a later issue;
// until then the landing page is the hero only.
export function LandingPage() {
  const { t } = useTranslation();
  const { status, isLoggedIn } = useSession();
  useDocumentTitle(t('landing.documentTitle'));

  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="landing-hero__copy">
        <p className="landing-hero__eyebrow">{t('landing.eyebrow')}</p>
        <h1 id="landing-title" className="landing-hero__title">
          {t('landing.title')}
        </h1>
        <p className="landing-hero__pitch">{t('landing.pitch')}</p>
        <div className="landing-hero__actions">
          <Link to="/prova" className="button button--primary">
            {t('landing.tryFree')}
          </Link>
          {status !== 'loading' &&
            (isLoggedIn ? (
              <Link to="/dashboard" className="button button--secondary">
                {t('landing.goToDashboard')}
              </Link>
            ) : (
              <a href={buildLoginUrl('/dashboard', { isSignup: true })} className="button button--secondary">
                {t('landing.signUp')}
              </a>
            ))}
        </div>
      </div>
      <div className="landing-hero__preview" role="img" aria-label={t('landing.previewLabel')}>
        <div className="preview-postcard">
          <div className="preview-postcard__photo" />
          <div className="preview-postcard__photo preview-postcard__photo--second" />
          <p className="preview-postcard__names">{t('landing.previewNames')}</p>
          <p className="preview-postcard__date">{t('landing.previewDate')}</p>
        </div>
        <div className="preview-strip">
          <div className="preview-strip__photo" />
          <div className="preview-strip__photo" />
          <div className="preview-strip__photo" />
          <p className="preview-strip__names">{t('landing.previewNames')}</p>
        </div>
      </div>
    </section>
  );
}
