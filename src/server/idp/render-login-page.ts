import type { CredentialField } from './credential-field.js';
import { emailMaxLength } from './credential-field.js';
import { escapeHtml } from './escape-html.js';
import { idpMessages } from './idp-messages.js';
import { renderFormError } from './render-form-error.js';
import { renderFormField } from './render-form-field.js';
import { renderIdpPage } from './render-idp-page.js';

export interface LoginPageOptions {
  uid: string;
  email?: string;
  error?: string;
  invalidField?: CredentialField;
}

/** The login form of an interaction; the password is never echoed back. */
export function renderLoginPage({ uid, email, error, invalidField }: LoginPageOptions): string {
  const base = `/idp/interaction/${encodeURIComponent(uid)}`;
  const body = `<h1>${escapeHtml(idpMessages.loginTitle)}</h1>
${renderFormError(error)}
<form method="post" action="${escapeHtml(`${base}/login`)}">
${renderFormField({ name: 'email', label: idpMessages.emailLabel, type: 'email', autocomplete: 'email', value: email, isAutofocus: true, maxLength: emailMaxLength, isInvalid: invalidField === 'email' })}
${renderFormField({ name: 'password', label: idpMessages.passwordLabel, type: 'password', autocomplete: 'current-password', isInvalid: invalidField === 'password' })}
<button class="idp-button" type="submit">${escapeHtml(idpMessages.loginSubmit)}</button>
</form>
<p class="idp-switch"><a href="${escapeHtml(`${base}?screen=signup`)}">${escapeHtml(idpMessages.loginSwitch)}</a></p>`;
  return renderIdpPage({ title: idpMessages.loginTitle, body });
}
