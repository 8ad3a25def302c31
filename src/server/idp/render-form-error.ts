import { escapeHtml } from './escape-html.js';

/** The visible error region above a form; absent when there is nothing to say. */
export function renderFormError(message: string | undefined): string {
  if (message === undefined) return '';
  return `<div class="idp-alert" id="form-error" role="alert">${escapeHtml(message)}</div>`;
}
