import type { PurchaseType } from '../../shared/api/checkout.js';
import { formatPrice } from '../../shared/i18n/format.js';
import type { Language } from '../../shared/i18n/language.js';
import { annualPlan, passRules } from '../../shared/plans/plan-rules.js';
import { assertNever } from '../../shared/util/assert-never.js';

export interface Product {
  name: string;
  /** What the sandbox checkout charges, in euro cents. */
  amountCents: number;
  /** A struck-through former price, when there is one. */
  originalAmountCents: number | null;
  /** '/anno' for the subscription. */
  period: string;
  /** The spec writes the custom layout's price with cents (€69,00), the plans without. */
  showsCents: boolean;
  description: string;
}

/** Spec part 2 §9: the custom layout service, one-off, VAT included. */
export const customLayoutPriceEuro = 69;

/**
 * What each purchase type sells; Stripe's own prices carry the amounts in production. Names and
 * descriptions are Italian unless English is asked for (the sandbox checkout's page).
 */
export function productFor(purchaseType: PurchaseType, language: Language = 'it'): Product {
  const isEnglish = language === 'en';
  switch (purchaseType) {
    case 'unlock_template':
      return {
        name: isEnglish ? 'Unlock template' : 'Sblocca template',
        amountCents: passRules.priceEuro * 100,
        originalAmountCents: null,
        period: '',
        showsCents: false,
        description: isEnglish
          ? `Pass for one template: ${passRules.downloads} downloads without watermark for ${passRules.validDays} days.`
          : `Pass per un template: ${passRules.downloads} download senza watermark per ${passRules.validDays} giorni.`,
      };
    case 'subscription':
      return {
        name: isEnglish ? 'Annual PRO' : 'Annuale PRO',
        amountCents: annualPlan.priceEuro * 100,
        originalAmountCents: annualPlan.originalPriceEuro * 100,
        period: isEnglish ? '/year' : '/anno',
        showsCents: false,
        description: isEnglish
          ? 'Every template, unlimited downloads, personal catalogue. Renews yearly, cancel anytime.'
          : 'Tutti i template, download illimitati, catalogo personale. Rinnovo annuale, disdici quando vuoi.',
      };
    case 'custom_layout':
      return {
        name: isEnglish ? 'Custom Layout' : 'Layout su Misura',
        amountCents: customLayoutPriceEuro * 100,
        originalAmountCents: null,
        period: '',
        showsCents: true,
        description: isEnglish
          ? 'A layout designed for your event, VAT included. First draft within 24 working hours.'
          : 'Un layout disegnato per il tuo evento, IVA inclusa. Prima bozza entro 24 ore lavorative.',
      };
    default:
      return assertNever(purchaseType);
  }
}

/**
 * 2500 -> '€25', or '€25,00' with cents: the way the spec writes prices (Italian, and the
 * custom-layout order mail). English follows its locale: '€25', '€69.00'.
 */
export function formatEuro(cents: number, withCents = false, language: Language = 'it'): string {
  if (language !== 'it') return formatPrice(cents / 100, language, { withCents });
  const digits = withCents ? 2 : 0;
  return `€${new Intl.NumberFormat('it-IT', { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(cents / 100)}`;
}
