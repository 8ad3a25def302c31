import type { Language } from '../../shared/i18n/language.js';
import type { CredentialField } from './credential-field.js';
import { emailMaxLength } from './credential-field.js';
import { escapeHtml } from './escape-html.js';
import { idpMessagesFor } from './idp-messages.js';
import { forgotPasswordPath } from './render-account-link-pages.js';
import { renderFormError } from './render-form-error.js';
import { renderFormField } from './render-form-field.js';
import { renderIdpPage } from './render-idp-page.js';

export interface LoginPageOptions {
  uid: string;
  email?: string;
  error?: string;
  invalidField?: CredentialField;
  language: Language;
}

/** The login form of an interaction; the password is never echoed back. */
export function renderLoginPage({ uid, email, error, invalidField, language }: LoginPageOptions): string {
  const messages = idpMessagesFor(language);
  const base = `/idp/interaction/${encodeURIComponent(uid)}`;
  const body = `<h1>${escapeHtml(messages.loginTitle)}</h1>
${renderFormError(error)}
<form method="post" action="${escapeHtml(`${base}/login`)}">
${renderFormField({ name: 'email', label: messages.emailLabel, type: 'email', autocomplete: 'email', value: email, isAutofocus: true, maxLength: emailMaxLength, isInvalid: invalidField === 'email' })}
${renderFormField({ name: 'password', label: messages.passwordLabel, type: 'password', autocomplete: 'current-password', isInvalid: invalidField === 'password' })}
<p class="idp-forgot"><a href="${forgotPasswordPath}">${escapeHtml(messages.forgotLink)}</a></p>
<button class="idp-button" type="submit">${escapeHtml(messages.loginSubmit)}</button>
</form>
<p class="idp-switch"><a href="${escapeHtml(`${base}?screen=signup`)}">${escapeHtml(messages.loginSwitch)}</a></p>`;
  return renderIdpPage({ title: messages.loginTitle, body, language });
}
