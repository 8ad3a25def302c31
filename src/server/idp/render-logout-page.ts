import type { Language } from '../../shared/i18n/language.js';
import { escapeHtml } from './escape-html.js';
import { idpMessagesFor } from './idp-messages.js';
import { renderIdpPage } from './render-idp-page.js';

/** Makes any submission of the form end the whole IdP session, not just the client's grant. */
const fullLogoutInput = '<input type="hidden" name="logout" value="yes"/>';

/**
 * The RP-initiated logout confirmation. `form` is oidc-provider's form (id "op.logoutForm",
 * carrying the xsrf token, built in actions/end_session.js); logout=yes goes inside it because
 * there is no "stay signed in" choice here. The visible button submits it. Only for a logout the
 * app started (logout-marker.ts) does logout-autosubmit.js click that button, so the page passes
 * by unnoticed; a link from anywhere else waits for the visitor's own click.
 */
export function renderLogoutPage(form: string, language: Language, options: { autoSubmit: boolean }): string {
  const messages = idpMessagesFor(language);
  if (!form.includes('</form>')) throw new Error('unexpected logout form from oidc-provider');
  const body = `<h1>${escapeHtml(messages.logoutTitle)}</h1>
<p class="idp-text">${escapeHtml(messages.logoutText)}</p>
${form.replace('</form>', `${fullLogoutInput}</form>`)}
<button class="idp-button" id="logout-confirm" type="submit" form="op.logoutForm" autofocus>${escapeHtml(messages.logoutSubmit)}</button>`;
  return renderIdpPage({ title: messages.logoutTitle, body, scripts: options.autoSubmit ? ['/idp/static/logout-autosubmit.js'] : [], language });
}
