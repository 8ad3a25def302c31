import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './client-changes.css';

/** The changes the client asked for on the draft page, as plain text (never markup). */
export function ClientChanges({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  if (text.trim() === '') return null;
  return (
    <section className="request-card__changes" aria-labelledby={id} data-testid="request-client-changes">
      <h4 id={id} className="request-card__changes-title">
        {t('dashboard.requests.clientChanges')}
      </h4>
      <p className="request-card__changes-text">{text}</p>
    </section>
  );
}
