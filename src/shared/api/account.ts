import { z } from 'zod';

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
