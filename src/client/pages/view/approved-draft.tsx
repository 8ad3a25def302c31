import { useTranslation } from 'react-i18next';
import { draftImageSrcSet, draftImageUrl } from '../../../shared/drafts/draft-display-widths.js';
import { formatTime } from '../../../shared/i18n/format-time.js';
import { formatDate } from '../../i18n/format.js';
import './approved-draft.css';

/**
 * The draft the client approved stays on the page, with when it was approved. With its size (an
 * account layout's, read by the server), its box is kept from the first paint and a screen-sized
 * copy is fetched.
 */
export function ApprovedDraft({ draftId, approvedAt, size }: { draftId: string; approvedAt: string; size?: { width: number; height: number } | null | undefined }) {
  const { t, i18n } = useTranslation();
  // The width the image had when it was sized by its own pixels (at most the page's, 40rem and 80vh tall), so it keeps its proportions.
  const scaled =
    size === undefined || size === null
      ? {}
      : { srcSet: draftImageSrcSet(draftId, size.width), sizes: '(max-width: 680px) calc(100vw - 2rem), 640px', width: size.width, height: size.height, style: { width: `min(100%, 40rem, calc(80vh * ${(size.width / size.height).toFixed(4)}))` } };
  return (
    <figure className="approved-draft" data-testid="view-approved">
      <img className="view-page__image" src={draftImageUrl(draftId)} alt={t('view.imageAlt')} {...scaled} />
      <figcaption className="approved-draft__caption">
        <strong className="approved-draft__title">{t('approval.approved.title')}</strong>
        <span>{t('approval.approved.on', { date: formatDate(approvedAt, i18n.language, 'long'), time: formatTime(approvedAt, i18n.language) })}</span>
      </figcaption>
    </figure>
  );
}
