import { useTranslation } from 'react-i18next';
import { tutorialVideoId } from '../../app/external-links.js';
import { screenshots } from './screenshots.js';
import { VideoFacade } from './video-facade.js';

/** The tutorial video, behind a facade: YouTube loads only on the visitor's click. */
export function LandingVideo() {
  const { t } = useTranslation();
  return (
    <section className="landing-section landing-video" aria-labelledby="landing-video-title">
      <header className="landing-section__header">
        <h2 id="landing-video-title">{t('landingPage.video.title')}</h2>
        <p>{t('landingPage.video.intro')}</p>
      </header>
      <VideoFacade
        videoId={tutorialVideoId}
        title={t('landingPage.video.iframeTitle')}
        playLabel={t('landingPage.video.play')}
        poster={screenshots.templateGrid}
        posterSizes="(min-width: 960px) 880px, calc(100vw - 2rem)"
      />
      <p className="landing-video__notice">{t('landingPage.video.notice')}</p>
    </section>
  );
}
