import { z } from 'zod';

/** POST /api/account/delete: the account's login address, typed again to confirm. */
export const DeleteAccountRequest = z.object({ confirmEmail: z.string().max(320) });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

/** deleted: nothing of the account is left; pending: recorded, and finished by a later run of the job. */
export const DeleteAccountResponse = z.object({ status: z.enum(['deleted', 'pending']) });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;
