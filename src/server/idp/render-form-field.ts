import { escapeHtml } from './escape-html.js';

export interface FormFieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password';
  autocomplete: 'email' | 'current-password' | 'new-password';
  value?: string;
  isAutofocus?: boolean;
  minLength?: number;
  maxLength?: number;
  hint?: string;
  /** Marks the field as the one the form error is about. */
  isInvalid?: boolean;
}

/** A labelled input; the id is the name, so `<label for>` and the posted field always agree. */
export function renderFormField(options: FormFieldOptions): string {
  const { name, label, type, autocomplete, value, hint } = options;
  const hintId = `${name}-hint`;
  const describedBy = [options.isInvalid ? 'form-error' : '', hint === undefined ? '' : hintId].filter((id) => id !== '');
  const attributes = [
    `id="${escapeHtml(name)}"`,
    `name="${escapeHtml(name)}"`,
    `type="${type}"`,
    `autocomplete="${autocomplete}"`,
    'required',
    value === undefined ? '' : `value="${escapeHtml(value)}"`,
    options.minLength === undefined ? '' : `minlength="${options.minLength}"`,
    options.maxLength === undefined ? '' : `maxlength="${options.maxLength}"`,
    options.isAutofocus ? 'autofocus' : '',
    options.isInvalid ? 'aria-invalid="true"' : '',
    describedBy.length === 0 ? '' : `aria-describedby="${describedBy.join(' ')}"`,
  ].filter((attribute) => attribute !== '');
  const hintHtml = hint === undefined ? '' : `<p class="idp-hint" id="${hintId}">${escapeHtml(hint)}</p>`;
  return `<div class="idp-field">
<label for="${escapeHtml(name)}">${escapeHtml(label)}</label>
<input ${attributes.join(' ')}>
${hintHtml}</div>`;
}
