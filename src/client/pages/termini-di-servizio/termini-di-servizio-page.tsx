import { useTranslation } from 'react-i18next';
import { annualPlan, passRules } from '../../../shared/plans/plan-rules.js';
import { useFormat } from '../../i18n/format.js';
import { supportEmail } from '../../app/external-links.js';
import { LegalPage } from '../legal/legal-page.js';
import { LegalSection } from '../legal/legal-section.js';

/** In reading order; each has a title and one paragraph in content.legal.terms. */
const termsSections = [
  'service',
  'account',
  'plans',
  'payments',
  'renewal',
  'refunds',
  'intellectualProperty',
  'userContent',
  'liability',
  'changes',
  'law',
  'contact',
] as const;

/** /termini-di-servizio: the terms of service (spec part 2, "Legal pages" and §9). */
export function TerminiDiServizioPage() {
  const { t } = useTranslation();
  const format = useFormat();
  // Prices come from the same rules the checkout uses, so the terms cannot quote a stale price.
  const values = {
    passPrice: format.price(passRules.priceEuro),
    days: passRules.validDays,
    downloads: passRules.downloads,
    annualPrice: format.price(annualPlan.priceEuro),
    email: supportEmail,
  };
  return (
    <LegalPage title={t('pages.terminiDiServizio.title')} lead={t('pages.terminiDiServizio.lead')}>
      {termsSections.map((id) => (
        <LegalSection key={id} title={t(`content.legal.terms.${id}.title`)}>
          <p>{t(`content.legal.terms.${id}.text`, values)}</p>
        </LegalSection>
      ))}
    </LegalPage>
  );
}
