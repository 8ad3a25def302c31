import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.js';
import { useDocumentTitle } from '../../app/use-document-title.js';
import { useFormat } from '../../i18n/format.js';
import { AlertDialog } from '../../ui/alert-dialog.js';
import { useCheckout } from '../../purchase/use-checkout.js';
import './layout-personalizzato-page.css';

/** Spec part 2 §9: the done-for-you layout service, in euro (written with cents, 69,00). */
const servicePriceEuro = 69;
const changePriceEuro = 20;

/** /layout-personalizzato: the custom layout service, bought through checkout (visitors too). */
export function LayoutPersonalizzatoPage() {
  const { t } = useTranslation();
  const format = useFormat();
  useDocumentTitle(t('pages.layoutPersonalizzato.title'));
  const { start, isRedirecting } = useCheckout();
  const [alert, setAlert] = useState<string | null>(null);
  const onBuy = async () => {
    const failure = await start({ purchaseType: 'custom_layout' });
    if (failure !== undefined) setAlert(failure.messageKey === 'priceNotConfigured' ? t('custom.unavailable') : t('custom.error'));
  };
  return (
    <>
      <PageHeader title={t('pages.layoutPersonalizzato.title')} lead={t('pages.layoutPersonalizzato.lead')} />
      <section className="custom-layout">
        <p className="custom-layout__price">
          <strong>{format.price(servicePriceEuro, { withCents: true })}</strong> <span>{t('custom.vat')}</span>
        </p>
        <ul className="custom-layout__points">
          <li>{t('custom.point1')}</li>
          <li>{t('custom.point2')}</li>
          <li>{t('custom.point3', { price: format.price(changePriceEuro) })}</li>
        </ul>
        <button type="button" className="button button--primary" disabled={isRedirecting} aria-busy={isRedirecting} onClick={() => void onBuy()}>
          {isRedirecting ? t('plans.redirecting') : t('custom.action')}
        </button>
      </section>
      {alert !== null && <AlertDialog message={alert} onClose={() => setAlert(null)} />}
    </>
  );
}
