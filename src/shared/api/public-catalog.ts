import { isOneLine, oneLineMessage } from './one-line-text.js';
import { z } from 'zod';
import { CustomTemplate } from './custom-templates.js';
import { DraftId } from './drafts.js';
import { ProofOfWorkProof } from './proof-of-work.js';

/**
 * The public side of an operator (spec part 2 §2 "Public catalogue", "Request modal", "Client
 * draft page", §5, §7): what clients without an account may read and send.
 */

/** The prefix every catalogue phone starts with (spec part 2 §5, §9). */
export const catalogPhonePrefix = '+39';

/** Length caps of the request modal's fields, shared by the form's maxLength and the server. */
export const catalogFieldLimits = {
  names: 200,
  eventDate: 100,
  city: 120,
  otherText: 2000,
  email: 254,
  phone: 30,
  displayName: 200,
  path: 1024,
} as const;

/** Longest change request a client may send from the draft page. */
export const maxClientChangesLength = 2000;

export const OperatorId = z.string().min(1).max(100);

/** GET /api/get-operator-data?userId=…: the operator's public profile and saved custom templates. */
export const GetOperatorDataQuery = z.object({ userId: OperatorId });

/**
 * An account layout its operator shows in the catalogue ('Mostra nel catalogo'): its name and a
 * screen-size picture drawn by the server (never the template's print original).
 */
export const CatalogLayout = z.object({
  id: z.string(),
  name: z.string(),
  /** Theme key ('' when the layout's template has none: then it shows under every theme). */
  theme: z.string(),
  /** Route format key (hyphens). */
  format: z.string(),
  /** The server-drawn WebP (catalogLayoutPreviewUrl); its ?v= changes with every save. */
  preview: z.string(),
  /** The picture's size: the card reserves its box before it arrives. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type CatalogLayout = z.infer<typeof CatalogLayout>;

/** Long side of a catalogue layout's picture, in px. */
export const catalogLayoutPreviewLongSide = 600;
/** At most this many layouts per catalogue: the list is one query and one answer. */
export const maxCatalogLayouts = 60;

/** What a request for a catalogue layout sends as `original`: the layout, never a file. */
const catalogLayoutOriginalPrefix = 'layout:';

export function catalogLayoutOriginal(layoutId: string): string {
  return `${catalogLayoutOriginalPrefix}${layoutId}`;
}

/** The layout id of a request's `original` made by catalogLayoutOriginal, or null. */
export function catalogLayoutIdOf(original: string): string | null {
  return original.startsWith(catalogLayoutOriginalPrefix) ? original.slice(catalogLayoutOriginalPrefix.length) : null;
}

/**
 * What the catalogue lists as an upload's `original`, and a request sends back: the template's
 * id, never the URL of its print-resolution file (which only its owner may fetch anyway).
 */
const catalogCustomOriginalPrefix = 'custom:';

export function catalogCustomOriginal(templateId: string): string {
  return `${catalogCustomOriginalPrefix}${templateId}`;
}

/** The custom template id of an `original` made by catalogCustomOriginal, or null. */
export function catalogCustomIdOf(original: string): string | null {
  return original.startsWith(catalogCustomOriginalPrefix) ? original.slice(catalogCustomOriginalPrefix.length) : null;
}

export function catalogLayoutPreviewUrl(operatorId: string, layoutId: string, revision: number): string {
  return `/api/catalog-layouts/${encodeURIComponent(operatorId)}/${encodeURIComponent(layoutId)}/preview?v=${revision}`;
}

export const OperatorDataResponse = z.object({
  userId: z.string(),
  businessName: z.string(),
  /** '' when the operator has no logo. */
  logoUrl: z.string(),
  /** '' when the operator has no phone. */
  contactPhone: z.string(),
  /** The saved uploads; each `original` is catalogCustomOriginal(id), not the file's URL. */
  custom_templates: z.array(CustomTemplate),
  /** Account layouts marked 'Mostra nel catalogo', newest change first (absent from older servers). */
  catalog_layouts: z.array(CatalogLayout).optional(),
});
export type OperatorDataResponse = z.infer<typeof OperatorDataResponse>;

// `abort: true` on every length cap: zod otherwise runs the checks after a failed cap too, and a
// pattern would then see the whole megabyte a stranger sent.
const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max, { abort: true })
    .refine(isOneLine, { message: oneLineMessage });

/**
 * A catalogue phone: +39 followed by digits and separators, with at least one digit. Two
 * patterns that each scan once: the single pattern this replaces backtracked quadratically.
 */
export function isCatalogPhone(value: string): boolean {
  return /^\+39[0-9 ()./-]*$/.test(value) && /[0-9]/.test(value.slice(catalogPhonePrefix.length));
}

/** A phone in the catalogue: empty, or +39 followed by digits and separators. A bare +39 is sent as empty. */
const CatalogPhone = z
  .string()
  .trim()
  .max(catalogFieldLimits.phone, { abort: true })
  .refine((value) => value === '' || isCatalogPhone(value), { message: 'Il telefono deve iniziare con +39.' });

const CatalogEmail = z
  .string()
  .trim()
  .max(catalogFieldLimits.email, { abort: true })
  .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'Email non valida.' });

export const CatalogRequestFormData = z
  .object({
    names: requiredText(catalogFieldLimits.names),
    eventDate: requiredText(catalogFieldLimits.eventDate),
    city: requiredText(catalogFieldLimits.city),
    otherText: z.string().trim().max(catalogFieldLimits.otherText).default(''),
    email: CatalogEmail.default(''),
    phone: CatalogPhone.default(''),
  })
  .refine((form) => form.email !== '' || form.phone !== '', { message: "Inserisci almeno un'email o un numero di telefono.", path: ['email'] });
export type CatalogRequestFormData = z.infer<typeof CatalogRequestFormData>;

/**
 * POST /api/save-catalog-request (public). The server accepts only a template that exists in
 * the built-in catalogue or among this operator's saved custom templates.
 */
export const SaveCatalogRequestRequest = z.object({
  operatorId: OperatorId,
  template: z.object({
    displayName: z.string().trim().max(catalogFieldLimits.displayName),
    preview: z.string().min(1).max(catalogFieldLimits.path),
    original: z.string().min(1).max(catalogFieldLimits.path),
  }),
  formData: CatalogRequestFormData,
  /** The solved proof-of-work challenge (GET /api/catalog-request-challenge); required by the server. */
  proof: ProofOfWorkProof.optional(),
});
export type SaveCatalogRequestRequest = z.input<typeof SaveCatalogRequestRequest>;

export const SaveCatalogRequestResponse = z.object({ requestId: z.string() });
export type SaveCatalogRequestResponse = z.infer<typeof SaveCatalogRequestResponse>;

export const ClientAction = z.enum(['approve', 'request_changes']);
export type ClientAction = z.infer<typeof ClientAction>;

/**
 * POST /api/update-request-from-client (public): the client's answer on the draft page. It acts
 * only on a request of that operator that carries that draft (draftId is the page's layoutId);
 * requestId is the link's reqId, and may be omitted when the link has none (the request is then
 * found by operator and draft).
 */
export const UpdateRequestFromClientRequest = z
  .object({
    operatorId: OperatorId,
    requestId: z.string().min(1).max(100).optional(),
    draftId: DraftId,
    action: ClientAction,
    changes: z.string().trim().max(maxClientChangesLength).default(''),
  })
  .refine((body) => body.action !== 'request_changes' || body.changes !== '', { message: 'Descrivi le modifiche richieste.', path: ['changes'] });
export type UpdateRequestFromClientRequest = z.input<typeof UpdateRequestFromClientRequest>;
