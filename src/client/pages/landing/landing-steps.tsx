import { useTranslation } from 'react-i18next';
import './landing-steps.css';

const stepKeys = ['choose', 'customise', 'deliver'] as const;

/** The 3-step explanation: template, editor, download or share. */
export function LandingSteps() {
  const { t } = useTranslation();
  return (
    <section className="landing-section" aria-labelledby="landing-steps-title">
      <header className="landing-section__header">
        <h2 id="landing-steps-title">{t('landingPage.steps.title')}</h2>
        <p>{t('landingPage.steps.intro')}</p>
      </header>
      <ol className="landing-steps">
        {stepKeys.map((key) => (
          <li key={key} className="landing-steps__item">
            <h3 className="landing-steps__title">{t(`landingPage.steps.${key}.title`)}</h3>
            <p className="landing-steps__text">{t(`landingPage.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
