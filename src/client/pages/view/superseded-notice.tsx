import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './superseded-notice.css';

interface SupersededNoticeProps {
  businessName: string;
  /** The newer draft's page, with the link's client, date and request. */
  newerPath: string;
}

/** A link to a draft the operator has since replaced: it says so and leads to the newer one, with nothing to approve here. */
export function SupersededNotice({ businessName, newerPath }: SupersededNoticeProps) {
  const { t } = useTranslation();
  const name = businessName.trim();
  return (
    <section className="superseded-notice" role="status" aria-labelledby="superseded-notice-title" data-testid="view-superseded">
      <h2 id="superseded-notice-title" className="superseded-notice__title">
        {t('approval.superseded.title')}
      </h2>
      <p className="superseded-notice__text">{name === '' ? t('approval.superseded.textNoName') : t('approval.superseded.text', { name })}</p>
      <Link className="button button--primary" to={newerPath} data-testid="view-newer-draft">
        {t('approval.superseded.link')}
      </Link>
    </section>
  );
}
