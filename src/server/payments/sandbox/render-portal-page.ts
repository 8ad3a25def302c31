import { formatDate } from '../../../shared/i18n/format.js';
import type { Language } from '../../../shared/i18n/language.js';
import { escapeHtml } from '../../idp/escape-html.js';
import { productFor } from '../products.js';
import { renderSandboxPage } from './render-sandbox-page.js';
import { sandboxMessagesFor } from './sandbox-messages.js';

export interface PortalPageOptions {
  token: string;
  returnUrl: string;
  subscription: { id: string; status: string; currentPeriodEnd: number } | undefined;
  language: Language;
}

/** The sandbox's billing portal: the plan, its end date ('gg/mm/aaaa', as spec part 2 §9 shows it), cancel and renew. */
export function renderPortalPage({ token, returnUrl, subscription, language }: PortalPageOptions): string {
  const messages = sandboxMessagesFor(language);
  const title = messages.portalTitle;
  const back = `<p class="idp-switch"><a href="${escapeHtml(returnUrl)}">${escapeHtml(messages.backToCornice)}</a></p>`;
  if (subscription === undefined) {
    return renderSandboxPage(title, `<h1>${escapeHtml(title)}</h1>\n<p class="idp-text">${escapeHtml(messages.noSubscription)}</p>\n${back}`, language);
  }
  const isActive = subscription.status === 'active';
  const end = formatDate(subscription.currentPeriodEnd * 1000, language, 'numeric', 'Europe/Rome');
  const button = (action: 'cancel' | 'renew', label: string, className: string) => `<form method="post" action="/sandbox/portal">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="subscriptionId" value="${escapeHtml(subscription.id)}">
<button class="idp-button${className}" type="submit" name="action" value="${action}">${escapeHtml(label)}</button>
</form>`;
  const body = `<h1>${escapeHtml(title)}</h1>
<ul class="sandbox-facts">
<li>${escapeHtml(messages.plan)} <strong>${escapeHtml(productFor('subscription', language).name)}</strong></li>
<li>${escapeHtml(messages.status)} <strong>${escapeHtml(isActive ? messages.active : messages.cancelled)}</strong></li>
<li>${escapeHtml(isActive ? messages.validUntil : messages.endedOn)} <strong>${escapeHtml(end)}</strong></li>
</ul>
<div class="sandbox-actions">
${isActive ? button('cancel', messages.cancelSubscription, ' sandbox-secondary') : ''}
${button('renew', messages.renewSubscription, '')}
</div>
${back}`;
  return renderSandboxPage(title, body, language);
}
