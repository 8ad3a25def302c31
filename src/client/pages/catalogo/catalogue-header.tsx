import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title.js';
import './catalogue-header.css';

/** The operator's brand on top of their catalogue: logo (if any) and business name. */
export function CatalogueHeader({ businessName, logoUrl }: { businessName: string; logoUrl: string }) {
  const { t } = useTranslation();
  const title = businessName.trim() === '' ? t('pages.catalogo.title') : businessName;
  useDocumentTitle(title);
  return (
    <header className="catalogue-header">
      {logoUrl !== '' && <img className="catalogue-header__logo" src={logoUrl} alt={businessName} />}
      <div>
        <h1 className="catalogue-header__title">{title}</h1>
        <p className="catalogue-header__lead">{t('publicCatalogue.lead')}</p>
      </div>
    </header>
  );
}
