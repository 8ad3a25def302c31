import { useTranslation } from 'react-i18next';
import { formatEventDate } from './format-event-date.js';

interface ViewHeaderProps {
  /** Undefined until the operator's data arrives (or when it failed). */
  operator?: { businessName: string; logoUrl: string } | undefined;
  client: string;
  date: string;
}

/** The operator's brand, the page title, and the client and date the link was made for. */
export function ViewHeader({ operator, client, date }: ViewHeaderProps) {
  const { t, i18n } = useTranslation();
  const businessName = operator?.businessName.trim() ?? '';
  return (
    <header className="view-page__header">
      {operator !== undefined && (operator.logoUrl !== '' || businessName !== '') && (
        <div className="view-page__brand">
          {operator.logoUrl !== '' && <img className="view-page__logo" src={operator.logoUrl} alt={businessName} />}
          {businessName !== '' && <p className="view-page__business">{businessName}</p>}
        </div>
      )}
      <h1 className="view-page__title">{t('pages.view.title')}</h1>
      {(client !== '' || date !== '') && (
        <p className="view-page__details">
          {client !== '' && <span>{t('view.client', { client })}</span>}
          {date !== '' && <span>{t('view.date', { date: formatEventDate(date, i18n.language) })}</span>}
        </p>
      )}
    </header>
  );
}
