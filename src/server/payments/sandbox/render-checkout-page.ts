import { escapeHtml } from '../../idp/escape-html.js';
import { renderFormError } from '../../idp/render-form-error.js';
import { formatEuro, type Product } from '../products.js';
import { renderSandboxPage } from './render-sandbox-page.js';

export interface CheckoutPageOptions {
  sessionId: string;
  formToken: string;
  product: Product;
  /** Asked for only when the buyer is a visitor (custom layouts). */
  needsEmail: boolean;
  values?: { email?: string; cardNumber?: string; expiry?: string; cvc?: string };
  error?: string;
}

/** The hosted checkout: what is bought, for how much, a test card field, 'Paga' and 'Annulla'. */
export function renderCheckoutPage(options: CheckoutPageOptions): string {
  const { product, values = {} } = options;
  const original = product.originalAmountCents === null ? '' : ` <s>${escapeHtml(formatEuro(product.originalAmountCents, product.showsCents))}</s>`;
  const period = product.period === '' ? '' : `<span class="sandbox-period">${escapeHtml(product.period)}</span>`;
  const invalid = options.error === undefined ? '' : ' aria-invalid="true" aria-describedby="form-error"';
  const emailField = options.needsEmail
    ? `<div class="idp-field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email ?? '')}">
</div>`
    : '';
  const body = `<h1>Completa il pagamento</h1>
<div class="sandbox-summary">
<p class="sandbox-product">${escapeHtml(product.name)}</p>
<p class="sandbox-price">${escapeHtml(formatEuro(product.amountCents, product.showsCents))}${period}${original}</p>
<p class="sandbox-description">${escapeHtml(product.description)}</p>
</div>
${renderFormError(options.error)}
<form method="post" action="/sandbox/checkout/${escapeHtml(encodeURIComponent(options.sessionId))}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(options.formToken)}">
${emailField}
<div class="idp-field">
<label for="cardNumber">Numero della carta</label>
<input id="cardNumber" name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="4242 4242 4242 4242" value="${escapeHtml(values.cardNumber ?? '')}"${invalid}>
<p class="idp-hint">Ambiente di prova: 4242 4242 4242 4242 paga, 4000 0000 0000 0002 viene rifiutata.</p>
</div>
<div class="sandbox-row">
<div class="idp-field">
<label for="expiry">Scadenza (MM/AA, facoltativa)</label>
<input id="expiry" name="expiry" type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="12/30" value="${escapeHtml(values.expiry ?? '')}">
</div>
<div class="idp-field">
<label for="cvc">CVC (facoltativo)</label>
<input id="cvc" name="cvc" type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" value="${escapeHtml(values.cvc ?? '')}">
</div>
</div>
<div class="sandbox-actions">
<button class="idp-button" type="submit" name="action" value="pay">Paga</button>
<button class="idp-button sandbox-secondary" type="submit" name="action" value="cancel" formnovalidate>Annulla</button>
</div>
</form>`;
  return renderSandboxPage('Pagamento', body);
}
