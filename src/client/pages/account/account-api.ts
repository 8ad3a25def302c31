import { AccountResponse, ChangeLoginEmailResponse, ConfirmationMailResponse, PasswordWeakDetails } from '../../../shared/api/account.js';
import { SuccessResponse } from '../../../shared/api/dashboard.js';
import { describePasswordWeakness } from '../../../shared/auth/password-feedback.js';
import { ErrorCodes } from '../../../shared/api/error-codes.js';
import { parseLanguage, defaultLanguage } from '../../../shared/i18n/language.js';
import { ApiError } from '../../api/api-error.js';
import { postJson } from '../../api/post-json.js';
import { requestJson } from '../../api/request-json.js';
import { serverMessageOf } from '../../api/server-message.js';

/** The account page's calls; each throws an ApiError carrying the server's message. */
export const accountApi = {
  load: () => requestJson('/api/account', AccountResponse),
  changePassword: (currentPassword: string, newPassword: string) => postJson('/api/account/password', { currentPassword, newPassword }, SuccessResponse),
  changeLoginEmail: (newEmail: string, currentPassword: string) => postJson('/api/account/login-email', { newEmail, currentPassword }, ChangeLoginEmailResponse),
  sendConfirmation: (address: string) => postJson('/api/account/confirmation-mail', { address }, ConfirmationMailResponse),
  endSession: (sessionId: string) => postJson('/api/account/end-session', { sessionId }, SuccessResponse),
};

/**
 * What to tell the operator about a failed call: a weak password's reasons in the interface's
 * language (the server sends them as keys), otherwise the server's message, else `fallback`.
 */
export function describeAccountError(error: unknown, language: string, fallback: string): string {
  if (error instanceof ApiError && error.code === ErrorCodes.passwordWeak) {
    const details = PasswordWeakDetails.safeParse(error.details);
    if (details.success) return describePasswordWeakness(details.data, parseLanguage(language) ?? defaultLanguage);
  }
  return serverMessageOf(error) ?? fallback;
}
