import { formatDate } from '../../../shared/i18n/format.js';
import type { Language } from '../../../shared/i18n/language.js';
import { escapeHtml } from '../../idp/escape-html.js';
import { productFor } from '../products.js';
import { renderSandboxPage } from './render-sandbox-page.js';
import { sandboxMessagesFor } from './sandbox-messages.js';

export type PortalAction = 'cancel' | 'resume' | 'renew';

export interface PortalPageOptions {
  token: string;
  returnUrl: string;
  subscription: { id: string; status: string; currentPeriodEnd: number; cancelAtPeriodEnd: boolean } | undefined;
  language: Language;
  /** The confirmation step of a cancellation ('Annulla abbonamento' → 'Conferma annullamento'). */
  isConfirmingCancel?: boolean;
}

/**
 * The sandbox's billing portal, as Stripe's default portal behaves: the plan, its end date
 * ('gg/mm/aaaa', as spec part 2 §9 shows it); cancelling asks for confirmation and ends the plan at
 * the period end, and until then it can be resumed; an ended subscription can be renewed.
 */
export function renderPortalPage({ token, returnUrl, subscription, language, isConfirmingCancel = false }: PortalPageOptions): string {
  const messages = sandboxMessagesFor(language);
  const title = messages.portalTitle;
  const back = `<p class="idp-switch"><a href="${escapeHtml(returnUrl)}">${escapeHtml(messages.backToCornice)}</a></p>`;
  if (subscription === undefined) {
    return renderSandboxPage(title, `<h1>${escapeHtml(title)}</h1>\n<p class="idp-text">${escapeHtml(messages.noSubscription)}</p>\n${back}`, language);
  }
  const isActive = subscription.status === 'active';
  const isCancelling = isActive && subscription.cancelAtPeriodEnd;
  const end = formatDate(subscription.currentPeriodEnd * 1000, language, 'numeric', 'Europe/Rome');
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="subscriptionId" value="${escapeHtml(subscription.id)}">`;
  const post = (action: PortalAction, label: string, className: string) => `<form method="post" action="/sandbox/portal">
${hidden}
<button class="idp-button${className}" type="submit" name="action" value="${action}">${escapeHtml(label)}</button>
</form>`;

  if (isConfirmingCancel && isActive && !isCancelling) {
    const confirmTitle = messages.confirmCancelTitle;
    const body = `<h1>${escapeHtml(confirmTitle)}</h1>
<p class="idp-text">${escapeHtml(messages.confirmCancelText.replace('{date}', end))}</p>
<div class="sandbox-actions">
${post('cancel', messages.confirmCancel, ' sandbox-secondary')}
<a class="idp-button" href="/sandbox/portal?token=${encodeURIComponent(token)}">${escapeHtml(messages.keepSubscription)}</a>
</div>
${back}`;
    return renderSandboxPage(confirmTitle, body, language);
  }

  const status = isCancelling ? messages.cancelling : isActive ? messages.active : messages.cancelled;
  const endLabel = isCancelling ? messages.endsOn : isActive ? messages.validUntil : messages.endedOn;
  // Cancelling is a GET to the confirmation step: nothing changes until it is confirmed.
  const askToCancel = `<form method="get" action="/sandbox/portal">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="idp-button sandbox-secondary" type="submit" name="step" value="confirm-cancel">${escapeHtml(messages.cancelSubscription)}</button>
</form>`;
  const actions = isCancelling ? post('resume', messages.resumeSubscription, '') : isActive ? askToCancel : post('renew', messages.renewSubscription, '');
  const body = `<h1>${escapeHtml(title)}</h1>
<ul class="sandbox-facts">
<li>${escapeHtml(messages.plan)} <strong>${escapeHtml(productFor('subscription', language).name)}</strong></li>
<li>${escapeHtml(messages.status)} <strong>${escapeHtml(status)}</strong></li>
<li>${escapeHtml(endLabel)} <strong>${escapeHtml(end)}</strong></li>
</ul>
<div class="sandbox-actions">
${actions}
</div>
${back}`;
  return renderSandboxPage(title, body, language);
}
