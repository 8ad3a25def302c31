import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestEvent } from '../../../shared/api/request-events.js';
import { formatTime } from '../../../shared/i18n/format-time.js';
import { formatDate } from '../../i18n/format.js';
import './request-timeline.css';

/** What happened to the request and when: draft sent, opened by the client, answers, booth; nothing before the first event. */
export function RequestTimeline({ events }: { events: readonly RequestEvent[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (events.length === 0) return null;
  return (
    <section className="request-timeline" aria-labelledby={id} data-testid="request-timeline">
      <h4 id={id} className="request-timeline__title">
        {t('approval.timeline.title')}
      </h4>
      <ol className="request-timeline__list">
        {events.map((event, index) => (
          <li key={`${event.at}-${event.kind}-${index}`} className={`request-timeline__event request-timeline__event--${event.kind}`}>
            <span className="request-timeline__kind">{t(`approval.timeline.kinds.${event.kind}`)}</span>
            <time className="request-timeline__at" dateTime={event.at}>
              {t('approval.timeline.at', { date: formatDate(event.at, i18n.language, 'numeric'), time: formatTime(event.at, i18n.language) })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
