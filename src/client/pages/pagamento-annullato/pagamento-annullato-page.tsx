import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../app/page-header.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { forgetPendingPurchase, getBrowserStorage } from '../../purchase/pending-purchase.js';

/** /pagamento-annullato: the checkout was left without paying; nothing was charged. */
export function PagamentoAnnullatoPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.pagamentoAnnullato.title'));
  // Nothing is pending any more: the marker only lives while a payment is in progress.
  useEffect(() => forgetPendingPurchase(getBrowserStorage()), []);
  return (
    <>
      <PageHeader title={t('pages.pagamentoAnnullato.title')} lead={t('pages.pagamentoAnnullato.lead')} />
      <p className="page-actions">
        <Link className="button button--primary" to="/abbonamenti">
          {t('cancelled.plans')}
        </Link>{' '}
        <Link className="button button--secondary" to="/choose-theme">
          {t('cancelled.templates')}
        </Link>
      </p>
    </>
  );
}
