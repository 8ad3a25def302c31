import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DesktopLinkForm } from './desktop-link-form.js';
import { StarterSamples } from './starter-samples.js';
import './prova-phone-page.css';

/**
 * /prova on a phone (under the editor's 768 px): the spec's desktop notice, then what a
 * visitor from a social link can do there: mail themselves the link for a computer, and look
 * at the templates with sample photos. Images and a form only: no editor code.
 */
export function ProvaPhonePage() {
  const { t } = useTranslation();
  const sendId = useId();
  const galleryId = useId();
  return (
    <div className="prova-phone">
      <section className="editor-message prova-phone__notice" role="status">
        <h1 className="editor-message__title">{t('editor.desktopOnly.title')}</h1>
        <p className="editor-message__text">{t('editor.desktopOnly.text')}</p>
      </section>
      <section className="prova-phone__send" aria-labelledby={sendId}>
        <h2 id={sendId}>{t('provaPhone.sendTitle')}</h2>
        <p>{t('provaPhone.sendText')}</p>
        <DesktopLinkForm />
      </section>
      <section className="prova-phone__gallery" aria-labelledby={galleryId}>
        <h2 id={galleryId}>{t('provaPhone.galleryTitle')}</h2>
        <p>{t('provaPhone.galleryText')}</p>
        <StarterSamples />
      </section>
      <p className="prova-phone__home">
        <Link className="button button--secondary" to="/">
          {t('prova.backHome')}
        </Link>
      </p>
    </div>
  );
}
