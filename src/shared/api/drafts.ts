import { z } from 'zod';
import { LayoutId, LayoutRevision } from './layouts.js';
import { isDraftId } from '../drafts/is-draft-id.js';

/** Largest draft PNG accepted, decoded (a 1.5× draft of an 1800 px template is well under this). */
export const maxDraftBytes = 8 * 1024 * 1024;

/**
 * Draft ids stay readable (sanitised template name, ISO-like timestamp) and end in at least 120
 * random bits, so a link cannot be guessed: name-YYYYMMDDTHHMMSSZ-<22+ base64url chars>.
 */
export const DraftId = z
  .string()
  .min(30, { abort: true })
  .max(200, { abort: true })
  .refine(isDraftId);
export type DraftId = z.infer<typeof DraftId>;

/**
 * POST /api/create-draft (operator session required): the account layout and revision to share
 * (both or neither, the layout must be the caller's own), which the server draws itself; or,
 * without a layout, the draft PNG as a data URL.
 */
export const CreateDraftRequest = z
  .object({
    image: z.string().startsWith('data:image/png;base64,').optional(),
    draftId: DraftId,
    layoutId: LayoutId.optional(),
    layoutRevision: LayoutRevision.optional(),
  })
  .refine((body) => (body.layoutId === undefined) === (body.layoutRevision === undefined), { message: 'Layout e revisione vanno indicati insieme.', path: ['layoutRevision'] })
  .refine((body) => body.image !== undefined || body.layoutId !== undefined, { message: "Manca l'immagine della bozza.", path: ['image'] });
export type CreateDraftRequest = z.infer<typeof CreateDraftRequest>;

export const CreateDraftResponse = z.object({ success: z.literal(true), draftId: DraftId });
export type CreateDraftResponse = z.infer<typeof CreateDraftResponse>;

/** POST /api/update-request-draft-id: attaches a draft to one of the operator's own client requests. */
export const UpdateRequestDraftIdRequest = z.object({ requestId: z.string().min(1).max(100), draftId: DraftId });
export type UpdateRequestDraftIdRequest = z.infer<typeof UpdateRequestDraftIdRequest>;

export const UpdateRequestDraftIdResponse = z.object({ success: z.literal(true) });
export type UpdateRequestDraftIdResponse = z.infer<typeof UpdateRequestDraftIdResponse>;
