import { z } from 'zod';
import { LayoutDocument } from '../layout/layout-document.js';

/**
 * Layouts saved to the operator's account: the wire contract shared by the server
 * routes and the editor. Every route is owner-only: a visitor gets 401, another operator's
 * layout is 404.
 */

/** Largest layout document accepted, as JSON text (bytes of the UTF-8 encoding). */
export const maxLayoutDocumentBytes = 2 * 1024 * 1024;
/** Largest thumbnail accepted, decoded: a small JPEG (longest side ≤ 400 px). */
export const maxLayoutThumbnailBytes = 200 * 1024;
export const layoutThumbnailMaxSide = 400;
/** Largest image an operator may put into a layout, decoded (same as a custom template original). */
export const maxLayoutImageBytes = 10 * 1024 * 1024;
/** Soft-deleted layouts can be restored ('Ripristina') for this many days. */
export const layoutRestoreDays = 30;
/** Page sizes of the list. */
export const defaultLayoutPageSize = 24;
export const maxLayoutPageSize = 60;

/** Server-made ids: 'lay_' + 22 or more base64url characters (unguessable). */
export const LayoutId = z.string().regex(/^lay_[A-Za-z0-9_-]{16,64}$/);
export type LayoutId = z.infer<typeof LayoutId>;

export const LayoutName = z.string().trim().min(1).max(120);

/** A positive revision: 1 after creation, +1 after each accepted save. */
export const LayoutRevision = z.number().int().positive();

/** One row of the list: small, no document. */
export const LayoutSummary = z.object({
  id: LayoutId,
  name: z.string(),
  /** The built-in template path (templates/…) or a custom template's file URL. */
  templatePath: z.string(),
  /** Theme key of the template when known ('' for unknown). */
  theme: z.string(),
  revision: LayoutRevision,
  /** URL of the thumbnail JPEG, or null before the first save with one. */
  thumbnailUrl: z.string().nullable(),
  /** The client request this layout was made for, if any. */
  requestId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** ISO time of the soft delete, or null. */
  deletedAt: z.string().nullable(),
});
export type LayoutSummary = z.infer<typeof LayoutSummary>;

/** GET /api/layouts/:id: the summary with the document (already run through migrate()). */
export const LayoutRecord = LayoutSummary.extend({ document: LayoutDocument });
export type LayoutRecord = z.infer<typeof LayoutRecord>;

/**
 * GET /api/layouts?cursor=&q=&template=&theme=&deleted=&limit=
 * Newest change first (updated_at desc, id desc). `q` searches the name (accents and case
 * ignored); `deleted=1` lists the soft-deleted ones that can still be restored.
 */
export const ListLayoutsQuery = z.object({
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(120).optional(),
  template: z.string().max(1024).optional(),
  theme: z.string().max(40).optional(),
  deleted: z.enum(['0', '1']).optional(),
  limit: z.coerce.number().int().min(1).max(maxLayoutPageSize).optional(),
});
export type ListLayoutsQuery = z.infer<typeof ListLayoutsQuery>;

export const ListLayoutsResponse = z.object({
  layouts: z.array(LayoutSummary),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ListLayoutsResponse = z.infer<typeof ListLayoutsResponse>;

/** Where a new layout starts from. */
export const LayoutSource = z.discriminatedUnion('kind', [
  /** A template (built-in path or the operator's custom template URL) with its starting document. */
  z.object({ kind: z.literal('template'), document: LayoutDocument }),
  /** A client request: the document is prefilled by the editor with the request's names and date. */
  z.object({ kind: z.literal('request'), requestId: z.string().min(1).max(100), document: LayoutDocument }),
  /** A copy of another layout of the same operator (its latest revision). */
  z.object({ kind: z.literal('copy'), layoutId: LayoutId }),
]);
export type LayoutSource = z.infer<typeof LayoutSource>;

/** POST /api/layouts → 201 LayoutRecord. The name defaults to the template's display name. */
export const CreateLayoutRequest = z.object({ name: LayoutName.optional(), source: LayoutSource });
export type CreateLayoutRequest = z.infer<typeof CreateLayoutRequest>;

/**
 * PUT /api/layouts/:id → 200 SaveLayoutResponse, or 409 LAYOUT_REVISION_CONFLICT whose
 * `details` is a LayoutConflictDetails. `baseRevision` is the revision the editor started from;
 * `force: true` ('keep mine') saves over whatever is stored, as a new revision.
 * `thumbnail` is an optional JPEG data URL (≤ maxLayoutThumbnailBytes decoded).
 */
export const SaveLayoutRequest = z.object({
  baseRevision: LayoutRevision,
  document: LayoutDocument,
  thumbnail: z.string().startsWith('data:image/jpeg;base64,').optional(),
  force: z.boolean().optional(),
});
export type SaveLayoutRequest = z.infer<typeof SaveLayoutRequest>;

export const SaveLayoutResponse = z.object({ revision: LayoutRevision, updatedAt: z.string(), thumbnailUrl: z.string().nullable() });
export type SaveLayoutResponse = z.infer<typeof SaveLayoutResponse>;

/** The `details` of a 409: what is stored now. */
export const LayoutConflictDetails = z.object({ revision: LayoutRevision, updatedAt: z.string(), document: LayoutDocument });
export type LayoutConflictDetails = z.infer<typeof LayoutConflictDetails>;

/** PATCH /api/layouts/:id → 200 LayoutSummary. */
export const RenameLayoutRequest = z.object({ name: LayoutName });
export type RenameLayoutRequest = z.infer<typeof RenameLayoutRequest>;

/** DELETE /api/layouts/:id (soft) → 200 LayoutSummary; POST /api/layouts/:id/restore → 200 LayoutSummary (404 after layoutRestoreDays). */
/** POST /api/layouts/:id/duplicate → 201 LayoutRecord named "<name> (copia)". */

/**
 * POST /api/layout-images → 201 { url }: an image the operator puts into a layout, as base64
 * (bare or a data URL). Type read from the bytes (JPEG, PNG, WebP), re-encoded, pixel-capped,
 * counted in the operator's quota, through the upload gate. The URL is what the image element's
 * `src` holds: /api/layout-images/<key>, served to its owner (and to the export renderer).
 */
export const UploadLayoutImageRequest = z.object({ image: z.string().min(1).max(Math.ceil(maxLayoutImageBytes / 3) * 4 + 200) });
export type UploadLayoutImageRequest = z.infer<typeof UploadLayoutImageRequest>;
export const UploadLayoutImageResponse = z.object({ url: z.string(), width: z.number().int().positive(), height: z.number().int().positive() });
export type UploadLayoutImageResponse = z.infer<typeof UploadLayoutImageResponse>;
export const layoutImageRoutePrefix = '/api/layout-images/';

/** A draft records the layout and revision it was rendered from (optional fields of POST /api/create-draft). */
export const DraftLayoutRef = z.object({ layoutId: LayoutId, layoutRevision: LayoutRevision });
export type DraftLayoutRef = z.infer<typeof DraftLayoutRef>;
