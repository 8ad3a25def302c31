import { escapeHtml } from '../../idp/escape-html.js';
import { productFor } from '../products.js';
import { renderSandboxPage } from './render-sandbox-page.js';

export interface PortalPageOptions {
  token: string;
  returnUrl: string;
  subscription: { id: string; status: string; currentPeriodEnd: number } | undefined;
}

/** 'gg/mm/aaaa', as the dashboard shows the annual end date (spec part 2 §9). */
function formatItalianDate(seconds: number): string {
  return new Intl.DateTimeFormat('it-IT', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Rome' }).format(new Date(seconds * 1000));
}

/** The sandbox's billing portal: the plan, its end date, cancel and renew. */
export function renderPortalPage({ token, returnUrl, subscription }: PortalPageOptions): string {
  const back = `<p class="idp-switch"><a href="${escapeHtml(returnUrl)}">Torna a Cornice</a></p>`;
  if (subscription === undefined) {
    return renderSandboxPage('Gestione abbonamento', `<h1>Gestione abbonamento</h1>\n<p class="idp-text">Nessun abbonamento trovato.</p>\n${back}`);
  }
  const isActive = subscription.status === 'active';
  const end = formatItalianDate(subscription.currentPeriodEnd);
  const button = (action: 'cancel' | 'renew', label: string, className: string) => `<form method="post" action="/sandbox/portal">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="subscriptionId" value="${escapeHtml(subscription.id)}">
<button class="idp-button${className}" type="submit" name="action" value="${action}">${escapeHtml(label)}</button>
</form>`;
  const body = `<h1>Gestione abbonamento</h1>
<ul class="sandbox-facts">
<li>Piano: <strong>${escapeHtml(productFor('subscription').name)}</strong></li>
<li>Stato: <strong>${isActive ? 'Attivo' : 'Annullato'}</strong></li>
<li>${isActive ? 'Valido fino al' : 'Terminato il'} <strong>${escapeHtml(end)}</strong></li>
</ul>
<div class="sandbox-actions">
${isActive ? button('cancel', 'Annulla abbonamento', ' sandbox-secondary') : ''}
${button('renew', 'Rinnova abbonamento', '')}
</div>
${back}`;
  return renderSandboxPage('Gestione abbonamento', body);
}
