import type { CatalogTemplate } from '../../shared/catalog/catalog-template.js';
import { createCheckoutSession, CheckoutError, type CheckoutSessionRequest, type CheckoutSessionResponse } from './create-checkout-session.js';
import { forgetPendingPurchase, getBrowserStorage, rememberPendingPurchase, type MarkerStorage } from './pending-purchase.js';

export type PurchasableTemplate = Pick<CatalogTemplate, 'id' | 'original' | 'name'>;

/** How the flow talks to the user; the React hook shows dialogs, tests pass fakes. */
export interface PurchaseUi {
  confirm: (template: PurchasableTemplate) => Promise<boolean>;
  /** `serverMessage` null means the server gave no reason: the UI shows its default. */
  showError: (serverMessage: string | null) => Promise<void>;
  redirect: (url: string) => void;
}

export interface PurchaseDeps {
  storage: MarkerStorage | null;
  createSession: (request: CheckoutSessionRequest) => Promise<CheckoutSessionResponse>;
}

export type PurchaseOutcome = 'cancelled' | 'redirected' | 'failed';

/**
 * The one entry point for buying a single-template pass (spec part 1 §4): confirm, keep the
 * template path as the pending purchase marker, create a payment session, go to its checkout.
 * On failure the marker is removed and the error is shown.
 */
export async function startTemplatePurchase(template: PurchasableTemplate, ui: PurchaseUi, deps?: Partial<PurchaseDeps>): Promise<PurchaseOutcome> {
  const storage = deps?.storage === undefined ? getBrowserStorage() : deps.storage;
  const createSession = deps?.createSession ?? ((request: CheckoutSessionRequest) => createCheckoutSession(request));

  if (!(await ui.confirm(template))) return 'cancelled';
  rememberPendingPurchase(template.original, storage);
  try {
    const { url } = await createSession({ purchaseType: 'unlock_template', templateId: template.id, templatePath: template.original });
    ui.redirect(url);
    return 'redirected';
  } catch (error) {
    forgetPendingPurchase(storage);
    if (!(error instanceof CheckoutError)) console.error('[purchase] checkout session failed', error);
    await ui.showError(error instanceof CheckoutError ? error.serverMessage : null);
    return 'failed';
  }
}
