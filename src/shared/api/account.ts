import { z } from 'zod';
import { passwordSuggestions, passwordWarnings } from '../auth/password-feedback.js';

/** POST /api/account/delete: the account's login address, typed again to confirm. */
export const DeleteAccountRequest = z.object({ confirmEmail: z.string().max(320) });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** deleted: nothing of the account is left; pending: recorded, and finished by a later run of the job. */
export const DeleteAccountResponse = z.object({ status: z.enum(['deleted', 'pending']) });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

/** 'Esporta i miei dati': where the zip of the account is. */
export const AccountExportStatus = z.enum(['pending', 'running', 'ready', 'failed', 'expired']);
export type AccountExportStatus = z.infer<typeof AccountExportStatus>;

export const AccountExport = z.object({
  id: z.string(),
  status: AccountExportStatus,
  doneItems: z.number().int(),
  totalItems: z.number().int(),
  createdAt: z.string(),
  /** Set once ready: the download link works until then. */
  expiresAt: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  /** Same-origin URL of the zip, with the session; null unless ready. */
  downloadUrl: z.string().nullable(),
});
export type AccountExport = z.infer<typeof AccountExport>;

/** GET /api/account/exports/latest and POST /api/account/exports. */
export const AccountExportResponse = z.object({ export: AccountExport.nullable() });
export type AccountExportResponse = z.infer<typeof AccountExportResponse>;

/** One login session of the operator, as the account page lists it. */
export const AccountSession = z.object({
  /** Opaque to the browser: what POST /api/account/end-session names. */
  id: z.string(),
  createdAt: z.string(),
  userAgent: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

/** Who keeps the password and the login address: the embedded provider, or an external one (its URL). */
export const AccountProvider = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embedded') }),
  z.object({ kind: z.literal('external'), issuer: z.string() }),
]);
export type AccountProvider = z.infer<typeof AccountProvider>;

/** GET /api/account. */
export const AccountResponse = z.object({
  loginEmail: z.string(),
  contactEmail: z.string(),
  /** Of the two above, those not confirmed yet: no notification mail goes to them. */
  unconfirmedAddresses: z.array(z.string()),
  /** A new login address waiting for its link to be opened. */
  pendingLoginEmail: z.string().nullable(),
  provider: AccountProvider,
  sessions: z.array(AccountSession),
});
export type AccountResponse = z.infer<typeof AccountResponse>;

const password = z.string().min(1).max(256);

/** POST /api/account/password (embedded provider only). */
export const ChangePasswordRequest = z.object({ currentPassword: password, newPassword: z.string().min(8).max(256) });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** POST /api/account/login-email: mails a link to the new address; nothing changes until it is opened. */
export const ChangeLoginEmailRequest = z.object({ newEmail: z.email().max(254), currentPassword: password });
export type ChangeLoginEmailRequest = z.infer<typeof ChangeLoginEmailRequest>;

/** 202 to POST /api/account/login-email: the address the link went to, shown as pending. */
export const ChangeLoginEmailResponse = z.object({ pendingLoginEmail: z.string() });
export type ChangeLoginEmailResponse = z.infer<typeof ChangeLoginEmailResponse>;

/** POST /api/account/confirmation-mail: the link again, to the login or the contact address. */
export const ConfirmationMailRequest = z.object({ address: z.string().min(1).max(254) });
export type ConfirmationMailRequest = z.infer<typeof ConfirmationMailRequest>;

/** sent: a new link is on its way; already-verified: the address needs none. */
export const ConfirmationMailResponse = z.object({ status: z.enum(['sent', 'already-verified']) });
export type ConfirmationMailResponse = z.infer<typeof ConfirmationMailResponse>;

/** POST /api/account/end-session. */
export const EndSessionRequest = z.object({ sessionId: z.string().min(1).max(100) });
export type EndSessionRequest = z.infer<typeof EndSessionRequest>;

/** The details of a PASSWORD_WEAK error: what the strength estimator found, for the interface to say in its language. */
export const PasswordWeakDetails = z.object({
  warning: z.enum(passwordWarnings).nullable(),
  suggestions: z.array(z.enum(passwordSuggestions)),
});
export type PasswordWeakDetails = z.infer<typeof PasswordWeakDetails>;
