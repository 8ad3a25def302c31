import { escapeHtml } from './escape-html.js';
import { idpMessages } from './idp-messages.js';
import { renderIdpPage } from './render-idp-page.js';

/** Makes any submission of the form end the whole IdP session, not just the client's grant. */
const fullLogoutInput = '<input type="hidden" name="logout" value="yes"/>';

/**
 * The RP-initiated logout confirmation. `form` is oidc-provider's form (id "op.logoutForm",
 * carrying the xsrf token, built in actions/end_session.js); logout=yes goes inside it because
 * there is no "stay signed in" choice here. The visible button submits it; logout-autosubmit.js
 * clicks that button, so with JavaScript the page passes by unnoticed, without it one click does.
 */
export function renderLogoutPage(form: string): string {
  if (!form.includes('</form>')) throw new Error('unexpected logout form from oidc-provider');
  const body = `<h1>${escapeHtml(idpMessages.logoutTitle)}</h1>
<p class="idp-text">${escapeHtml(idpMessages.logoutText)}</p>
${form.replace('</form>', `${fullLogoutInput}</form>`)}
<button class="idp-button" id="logout-confirm" type="submit" form="op.logoutForm" autofocus>${escapeHtml(idpMessages.logoutSubmit)}</button>`;
  return renderIdpPage({ title: idpMessages.logoutTitle, body, scripts: ['/idp/static/logout-autosubmit.js'] });
}
