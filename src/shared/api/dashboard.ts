import { z } from 'zod';
import { RequestCustomTemplate } from './custom-templates.js';

/** Request statuses of spec part 2 §4, in the wire format (underscores for spaces). */
export const RequestStatus = z.enum(['nuova', 'in_lavorazione', 'pronta_per_revisione', 'modifiche_richieste', 'approvata', 'annullata']);
export type RequestStatus = z.infer<typeof RequestStatus>;
export const requestStatuses: readonly RequestStatus[] = RequestStatus.options;

/** Logo types the profile accepts (spec part 2 §5); the server checks the bytes, not this label. */
export const LogoType = z.enum(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml']);
export type LogoType = z.infer<typeof LogoType>;

/** Largest logo file accepted, decoded: a print-quality logo is far smaller. */
export const maxLogoBytes = 2 * 1024 * 1024;
/** Longest side of a stored logo: it is shown at most a few hundred pixels wide. */
export const logoMaxSide = 512;

/** POST /api/upload-logo: the file as base64 (a data: URL prefix is accepted) and its MIME type. */
export const UploadLogoRequest = z.object({
  logoBase64: z.string().min(1).max(Math.ceil(maxLogoBytes / 3) * 4 + 200),
  logoType: LogoType,
});
export type UploadLogoRequest = z.infer<typeof UploadLogoRequest>;

export const UploadLogoResponse = z.object({ logoUrl: z.string() });
export type UploadLogoResponse = z.infer<typeof UploadLogoResponse>;

/** Our logo URLs: /api/logos/{userId}/{32 hex}.png, so a profile can only point at a logo we made. */
export function buildLogoUrl(userId: string, name: string): string {
  return `/api/logos/${encodeURIComponent(userId)}/${name}.png`;
}
export const logoNamePattern = /^[a-f0-9]{32}$/;

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'Email non valida.' });

/**
 * POST /api/update-user-metadata: only the public profile fields; unknown keys are dropped (zod
 * objects strip them), so plan or subscription fields can never be set from here.
 */
export const UpdateUserMetadataRequest = z.object({
  businessName: z.string().trim().max(120),
  logoUrl: z.string().trim().max(300),
  contactEmail: optionalEmail,
  contactPhone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+0-9 ()./-]*$/, { message: 'Numero di telefono non valido.' }),
  secondaryEmail: optionalEmail,
  /** Months after the event a request keeps its client's personal data; absent: left as it is. */
  requestRetentionMonths: z.number().int().min(1).max(120).optional(),
  /** New requests in one mail a day instead of one mail each; absent: left as it is. */
  requestMailDigest: z.boolean().optional(),
});
export type UpdateUserMetadataRequest = z.infer<typeof UpdateUserMetadataRequest>;

export const contactRequiredMessage = "Devi inserire almeno un'email o un numero di telefono.";

export const SuccessResponse = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

const RequestId = z.string().min(1).max(100);

export const CatalogRequestItem = z.object({
  id: z.string(),
  /** ISO date of creation. */
  timestamp: z.string(),
  status: RequestStatus,
  draftId: z.string().nullable(),
  template: z.object({ displayName: z.string(), original_path: z.string(), preview: z.string() }),
  formData: z.object({ names: z.string(), eventDate: z.string(), email: z.string(), phone: z.string(), city: z.string(), otherText: z.string() }),
  /** The changes the client asked for from the draft page; '' when none. */
  clientChanges: z.string(),
  /** The account layout made for this request ('Apri layout'), or null. */
  layoutId: z.string().nullable(),
  /** The layout revision the request's draft was rendered from (what the client saw), or null. */
  draftLayoutRevision: z.number().int().positive().nullable(),
  /** For a request made for one of the operator's uploads: its theme and format now (where it opens); null otherwise or once deleted. */
  customTemplate: RequestCustomTemplate.nullable(),
  /** When the client's personal fields were erased (retention period over, or the operator asked); null or absent while kept. */
  personalDataErasedAt: z.string().nullable().optional(),
});
export type CatalogRequestItem = z.infer<typeof CatalogRequestItem>;

/** How many of the operator's requests (within the search and dates asked) have each status. */
export const RequestStatusCounts = z.object({
  nuova: z.number().int(),
  in_lavorazione: z.number().int(),
  pronta_per_revisione: z.number().int(),
  modifiche_richieste: z.number().int(),
  approvata: z.number().int(),
  annullata: z.number().int(),
});
export type RequestStatusCounts = z.infer<typeof RequestStatusCounts>;

/**
 * GET /api/catalog-requests: one page of the operator's own requests, newest first.
 * `nextCursor` asks for the page after this one (null: this was the last); `counts` come with
 * the first page only (no cursor), so loading more costs only the page.
 */
export const CatalogRequestsResponse = z.object({
  requests: z.array(CatalogRequestItem),
  nextCursor: z.string().nullable().optional(),
  counts: RequestStatusCounts.nullable().optional(),
});
export type CatalogRequestsResponse = z.infer<typeof CatalogRequestsResponse>;

/** GET /api/catalog-requests/new-count: the requests still 'nuova' (the top bar's badge). */
export const NewRequestsCountResponse = z.object({ count: z.number().int() });
export type NewRequestsCountResponse = z.infer<typeof NewRequestsCountResponse>;

export const DeleteCatalogRequestRequest = z.object({ requestId: RequestId });
export type DeleteCatalogRequestRequest = z.infer<typeof DeleteCatalogRequestRequest>;

/**
 * POST /api/delete-sender-requests: a flood deleted in one step. Every request still 'nuova'
 * that came from the same sender network as the named one goes (that one too, whatever its
 * status); with dryRun, nothing is deleted and `count` says how many would be.
 */
export const DeleteSenderRequestsRequest = z.object({ requestId: RequestId, dryRun: z.boolean().default(false) });
export type DeleteSenderRequestsRequest = z.input<typeof DeleteSenderRequestsRequest>;
export const DeleteSenderRequestsResponse = z.object({ success: z.literal(true), count: z.number().int() });
export type DeleteSenderRequestsResponse = z.infer<typeof DeleteSenderRequestsResponse>;

export const UpdateRequestStatusRequest = z.object({ requestId: RequestId, newStatus: RequestStatus });
export type UpdateRequestStatusRequest = z.infer<typeof UpdateRequestStatusRequest>;

export const DeleteUnlockedTemplateRequest = z.object({ templateId: z.string().min(1).max(600) });
export type DeleteUnlockedTemplateRequest = z.infer<typeof DeleteUnlockedTemplateRequest>;

/** POST /api/erase-request-personal-data: erase one request's client data now (the statistics stay). */
export const EraseRequestPersonalDataRequest = z.object({ requestId: RequestId });
export type EraseRequestPersonalDataRequest = z.infer<typeof EraseRequestPersonalDataRequest>;
