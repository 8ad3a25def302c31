import { useTranslation } from 'react-i18next';
import './landing-testimonials.css';

// TODO: the three testimonials are placeholders (see i18n/landing/landing.it.ts): replace them with
// real operators' words before launch.
const testimonialKeys = ['chiara', 'davide', 'martina'] as const;

function getInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2);
}

/** Three operators' words. */
export function LandingTestimonials() {
  const { t } = useTranslation();
  return (
    <section className="landing-section" aria-labelledby="landing-testimonials-title">
      <header className="landing-section__header">
        <h2 id="landing-testimonials-title">{t('landingPage.testimonials.title')}</h2>
      </header>
      <ul className="landing-testimonials">
        {testimonialKeys.map((key) => {
          const name = t(`landingPage.testimonials.${key}.name`);
          return (
            <li key={key} className="landing-testimonials__item">
              <figure className="testimonial">
                <blockquote className="testimonial__quote">
                  <p>{t(`landingPage.testimonials.${key}.quote`)}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  <span className="testimonial__avatar" aria-hidden="true">
                    {getInitials(name)}
                  </span>
                  <span>
                    <span className="testimonial__name">{name}</span>
                    <span className="testimonial__business">{t(`landingPage.testimonials.${key}.business`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
