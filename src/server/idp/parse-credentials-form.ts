import { z } from 'zod';
import type { CredentialField } from './credential-field.js';
import { emailMaxLength, passwordMaxLength, passwordMinLength } from './credential-field.js';
import type { IdpMessageKey } from './idp-messages.js';

export type CredentialsFormKind = 'login' | 'signup';

export type CredentialsForm =
  | { ok: true; email: string; password: string }
  /** `email` is what the user typed (trimmed), to refill the form; passwords are never kept. */
  | { ok: false; email: string; error: IdpMessageKey; field: CredentialField };

/** Missing or repeated fields (formbody turns repeats into arrays) read as empty strings. */
const text = z.string().catch('');
const FormBody = z
  .object({ email: text, password: text, passwordConfirmation: text })
  .catch({ email: '', password: '', passwordConfirmation: '' });
const Email = z.email().max(emailMaxLength);

/** Validates a posted login or sign-up form, in the order the fields appear on the page. */
export function parseCredentialsForm(kind: CredentialsFormKind, body: unknown): CredentialsForm {
  const { email: rawEmail, password, passwordConfirmation } = FormBody.parse(body ?? {});
  const email = rawEmail.trim();
  const fail = (error: IdpMessageKey, field: CredentialField): CredentialsForm => ({ ok: false, email, error, field });

  if (!Email.safeParse(email).success) return fail('invalidEmail', 'email');
  if (kind === 'login') {
    if (password === '') return fail('passwordMissing', 'password');
    return { ok: true, email, password };
  }
  if (password.length < passwordMinLength) return fail('passwordTooShort', 'password');
  if (password.length > passwordMaxLength) return fail('passwordTooLong', 'password');
  if (password !== passwordConfirmation) return fail('passwordMismatch', 'passwordConfirmation');
  return { ok: true, email, password };
}
