import type { Language } from '../../shared/i18n/language.js';
import type { CredentialField } from './credential-field.js';
import { emailMaxLength, passwordMaxLength, passwordMinLength } from './credential-field.js';
import { escapeHtml } from './escape-html.js';
import { idpMessagesFor } from './idp-messages.js';
import { renderFormError } from './render-form-error.js';
import { renderFormField } from './render-form-field.js';
import { renderIdpPage } from './render-idp-page.js';

export interface SignupPageOptions {
  uid: string;
  email?: string;
  error?: string;
  invalidField?: CredentialField;
  language: Language;
}

/** The sign-up form of an interaction; passwords are never echoed back. */
export function renderSignupPage({ uid, email, error, invalidField, language }: SignupPageOptions): string {
  const messages = idpMessagesFor(language);
  const base = `/idp/interaction/${encodeURIComponent(uid)}`;
  const password = { type: 'password', autocomplete: 'new-password', minLength: passwordMinLength, maxLength: passwordMaxLength } as const;
  const body = `<h1>${escapeHtml(messages.signupTitle)}</h1>
${renderFormError(error)}
<form method="post" action="${escapeHtml(`${base}/signup`)}">
${renderFormField({ name: 'email', label: messages.emailLabel, type: 'email', autocomplete: 'email', value: email, isAutofocus: true, maxLength: emailMaxLength, isInvalid: invalidField === 'email' })}
${renderFormField({ ...password, name: 'password', label: messages.passwordLabel, hint: messages.passwordHint, isInvalid: invalidField === 'password' })}
${renderFormField({ ...password, name: 'passwordConfirmation', label: messages.passwordConfirmationLabel, isInvalid: invalidField === 'passwordConfirmation' })}
<button class="idp-button" type="submit">${escapeHtml(messages.signupSubmit)}</button>
</form>
<p class="idp-switch"><a href="${escapeHtml(`${base}?screen=login`)}">${escapeHtml(messages.signupSwitch)}</a></p>`;
  return renderIdpPage({ title: messages.signupTitle, body, language });
}
