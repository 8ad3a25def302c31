import type { Language } from '../../shared/i18n/language.js';
import { emailMaxLength, passwordMaxLength, passwordMinLength } from './credential-field.js';
import type { CredentialField } from './credential-field.js';
import { escapeHtml } from './escape-html.js';
import { idpMessagesFor } from './idp-messages.js';
import { renderFormError } from './render-form-error.js';
import { renderFormField } from './render-form-field.js';
import { renderIdpPage } from './render-idp-page.js';

/** Where the password-reset pages live, under the provider's prefix. */
export const forgotPasswordPath = '/idp/password/forgot';
export const resetPasswordPath = '/idp/password/reset';

export interface ForgotPageOptions {
  email?: string;
  error?: string;
  loginHref: string;
  language: Language;
}

/** 'Password dimenticata?': the address to send the link to. */
export function renderForgotPasswordPage({ email, error, loginHref, language }: ForgotPageOptions): string {
  const messages = idpMessagesFor(language);
  const body = `<h1>${escapeHtml(messages.forgotTitle)}</h1>
<p class="idp-text">${escapeHtml(messages.forgotText)}</p>
${renderFormError(error)}
<form method="post" action="${forgotPasswordPath}">
${renderFormField({ name: 'email', label: messages.emailLabel, type: 'email', autocomplete: 'email', value: email, isAutofocus: true, maxLength: emailMaxLength, isInvalid: error !== undefined })}
<button class="idp-button" type="submit">${escapeHtml(messages.forgotSubmit)}</button>
</form>
<p class="idp-switch"><a href="${escapeHtml(loginHref)}">${escapeHtml(messages.backToLogin)}</a></p>`;
  return renderIdpPage({ title: messages.forgotTitle, body, language });
}

export interface ResetPageOptions {
  token: string;
  error?: string;
  invalidField?: CredentialField;
  language: Language;
}

/** The form a reset link opens: the new password twice; the token rides along hidden. */
export function renderResetPasswordPage({ token, error, invalidField, language }: ResetPageOptions): string {
  const messages = idpMessagesFor(language);
  const password = { type: 'password', autocomplete: 'new-password', minLength: passwordMinLength, maxLength: passwordMaxLength } as const;
  const body = `<h1>${escapeHtml(messages.resetTitle)}</h1>
${renderFormError(error)}
<form method="post" action="${resetPasswordPath}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${renderFormField({ ...password, name: 'password', label: messages.newPasswordLabel, hint: messages.passwordHint, isAutofocus: true, isInvalid: invalidField === 'password' })}
${renderFormField({ ...password, name: 'passwordConfirmation', label: messages.passwordConfirmationLabel, isInvalid: invalidField === 'passwordConfirmation' })}
<button class="idp-button" type="submit">${escapeHtml(messages.resetSubmit)}</button>
</form>`;
  return renderIdpPage({ title: messages.resetTitle, body, language });
}

export interface ConfirmLinkPageOptions {
  title: string;
  text: string;
  action: string;
  token: string;
  submit: string;
  language: Language;
}

/**
 * A link's landing page: one button that posts the token. Opening the link changes nothing,
 * so a mail scanner that follows links cannot use it up.
 */
export function renderConfirmLinkPage({ title, text, action, token, submit, language }: ConfirmLinkPageOptions): string {
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="idp-text">${escapeHtml(text)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="idp-button" type="submit">${escapeHtml(submit)}</button>
</form>`;
  return renderIdpPage({ title, body, language });
}
