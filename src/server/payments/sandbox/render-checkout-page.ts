import type { Language } from '../../../shared/i18n/language.js';
import { escapeHtml } from '../../idp/escape-html.js';
import { renderFormError } from '../../idp/render-form-error.js';
import { formatEuro, type Product } from '../products.js';
import { renderSandboxPage } from './render-sandbox-page.js';
import { sandboxMessagesFor } from './sandbox-messages.js';

export interface CheckoutPageOptions {
  sessionId: string;
  formToken: string;
  /** Already in `language`. */
  product: Product;
  /** Asked for only when the buyer is a visitor (custom layouts). */
  needsEmail: boolean;
  values?: { email?: string; cardNumber?: string; expiry?: string; cvc?: string };
  error?: string;
  language: Language;
}

/** The hosted checkout: what is bought, for how much, a test card field, 'Paga' and 'Annulla'. */
export function renderCheckoutPage(options: CheckoutPageOptions): string {
  const { product, values = {}, language } = options;
  const messages = sandboxMessagesFor(language);
  const price = (cents: number) => escapeHtml(formatEuro(cents, product.showsCents, language));
  const original = product.originalAmountCents === null ? '' : ` <s>${price(product.originalAmountCents)}</s>`;
  const period = product.period === '' ? '' : `<span class="sandbox-period">${escapeHtml(product.period)}</span>`;
  const invalid = options.error === undefined ? '' : ' aria-invalid="true" aria-describedby="form-error"';
  const emailField = options.needsEmail
    ? `<div class="idp-field">
<label for="email">${escapeHtml(messages.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email ?? '')}">
</div>`
    : '';
  const body = `<h1>${escapeHtml(messages.checkoutHeading)}</h1>
<div class="sandbox-summary">
<p class="sandbox-product">${escapeHtml(product.name)}</p>
<p class="sandbox-price">${price(product.amountCents)}${period}${original}</p>
<p class="sandbox-description">${escapeHtml(product.description)}</p>
</div>
${renderFormError(options.error)}
<form method="post" action="/sandbox/checkout/${escapeHtml(encodeURIComponent(options.sessionId))}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(options.formToken)}">
${emailField}
<div class="idp-field">
<label for="cardNumber">${escapeHtml(messages.cardNumber)}</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242" value="${escapeHtml(values.cardNumber ?? '')}"${invalid}>
<p class="idp-hint">${escapeHtml(messages.cardHint)}</p>
</div>
<div class="sandbox-row">
<div class="idp-field">
<label for="expiry">${escapeHtml(messages.expiry)}</label>
<input id="expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="12/30" value="${escapeHtml(values.expiry ?? '')}">
</div>
<div class="idp-field">
<label for="cvc">${escapeHtml(messages.cvc)}</label>
<input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" value="${escapeHtml(values.cvc ?? '')}">
</div>
</div>
<div class="sandbox-actions">
<button class="idp-button" type="submit" name="action" value="pay">${escapeHtml(messages.pay)}</button>
<button class="idp-button sandbox-secondary" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(messages.cancel)}</button>
</div>
</form>`;
  return renderSandboxPage(messages.checkoutTitle, body, language);
}
