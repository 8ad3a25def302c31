import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { assertNever } from '../../../shared/util/assert-never.js';
import { LoadingIndicator } from '../../app/loading-indicator.js';
import { PageHeader } from '../../app/page-header.js';
import { useOperatorData } from '../../catalog/operator/use-operator-data.js';
import { CatalogueView } from './catalogue-view.js';
import './catalogo-page.css';

/** /catalogo/:operatorId (spec part 2 "Public catalogue"): an operator's templates, for their clients. */
export function CatalogoPage() {
  const { t } = useTranslation();
  const { operatorId = '' } = useParams();
  const operator = useOperatorData(operatorId);

  switch (operator.status) {
    case 'loading':
      return (
        <>
          <PageHeader title={t('pages.catalogo.title')} />
          <LoadingIndicator label={t('publicCatalogue.loading')} />
        </>
      );
    case 'error':
      return (
        <>
          <PageHeader title={t('pages.catalogo.title')} />
          <p className="catalogue-page__error" role="alert" data-testid="catalogue-error">
            {t('publicCatalogue.loadError', { message: operator.message ?? t('publicCatalogue.loadDefaultError') })}
          </p>
        </>
      );
    case 'loaded':
      return <CatalogueView operator={operator.operator} />;
    default:
      return assertNever(operator);
  }
}
