import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import './view-page.css';

/**
 * /view/:operatorId/:layoutId: the draft an operator shared, with the client's name and the event
 * date from the link. The approval actions and the operator's details arrive with the client
 * page's own issue; the draft itself is served by GET /api/get-draft.
 */
export function ViewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.view.title'));
  const { layoutId = '' } = useParams();
  const [query] = useSearchParams();
  const [hasFailed, setHasFailed] = useState(false);
  const client = query.get('client')?.trim() ?? '';
  const date = query.get('date')?.trim() ?? '';
  return (
    <article className="view-page">
      <header className="view-page__header">
        <h1 className="view-page__title">{t('pages.view.title')}</h1>
        {(client !== '' || date !== '') && (
          <p className="view-page__details">
            {client !== '' && <span>{t('view.client', { client })}</span>}
            {date !== '' && <span>{t('view.date', { date })}</span>}
          </p>
        )}
      </header>
      {hasFailed ? (
        <p className="view-page__error" role="alert">
          {t('view.imageError')}
        </p>
      ) : (
        <img className="view-page__image" src={`/api/get-draft?id=${encodeURIComponent(layoutId)}`} alt={t('view.imageAlt')} onError={() => setHasFailed(true)} />
      )}
    </article>
  );
}
