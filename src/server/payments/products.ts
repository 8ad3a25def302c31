import type { PurchaseType } from '../../shared/api/checkout.js';
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

/** What each purchase type sells; Stripe's own prices carry the amounts in production. */
export function productFor(purchaseType: PurchaseType): Product {
  switch (purchaseType) {
    case 'unlock_template':
      return {
        name: 'Sblocca template',
        amountCents: passRules.priceEuro * 100,
        originalAmountCents: null,
        period: '',
        showsCents: false,
        description: `Pass per un template: ${passRules.downloads} download senza watermark per ${passRules.validDays} giorni.`,
      };
    case 'subscription':
      return {
        name: 'Annuale PRO',
        amountCents: annualPlan.priceEuro * 100,
        originalAmountCents: annualPlan.originalPriceEuro * 100,
        period: '/anno',
        showsCents: false,
        description: 'Tutti i template, download illimitati, catalogo personale. Rinnovo annuale, disdici quando vuoi.',
      };
    case 'custom_layout':
      return {
        name: 'Layout su Misura',
        amountCents: customLayoutPriceEuro * 100,
        originalAmountCents: null,
        period: '',
        showsCents: true,
        description: 'Un layout disegnato per il tuo evento, IVA inclusa. Prima bozza entro 24 ore lavorative.',
      };
    default:
      return assertNever(purchaseType);
  }
}

/** 2500 -> '€25', or '€25,00' with cents: the way the plan cards and the spec write prices. */
export function formatEuro(cents: number, withCents = false): string {
  const digits = withCents ? 2 : 0;
  return `€${new Intl.NumberFormat('it-IT', { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(cents / 100)}`;
}
