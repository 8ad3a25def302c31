import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/i18n/format-time.js';
import { formatDate } from '../../i18n/format';
import './approved-draft.css';

/** The draft the client approved stays on the page, with when it was approved. */
export function ApprovedDraft({ draftId, approvedAt }: { draftId: string; approvedAt: string }) {
  const { t, i18n } = useTranslation();
  return (
    <figure className="approved-draft" data-testid="view-approved">
      <img className="view-page__image" src={`/api/get-draft?id=${encodeURIComponent(draftId)}`} alt={t('view.imageAlt')} />
      <figcaption className="approved-draft__caption">
        <strong className="approved-draft__title">{t('approval.approved.title')}</strong>
        <span>{t('approval.approved.on', { date: formatDate(approvedAt, i18n.language, 'long'), time: formatTime(approvedAt, i18n.language) })}</span>
      </figcaption>
    </figure>
  );
}
