import { z } from 'zod';
import { printerPresetIds } from '../print/printer-presets.js';

/**
 * A layout's booth pack published at a pull URL (Sync). The server builds the zip from the
 * layout's stored revision (PUT /api/layouts/:id/booth-pack, body BuildBoothPackRequest); the booth pulls
 * GET /pack/<token> with no login. Owner-only like every layout route: another operator's layout
 * is 404.
 */

/**
 * The booth pack the server builds of a layout (POST /api/layouts/:id/downloads/booth, the zip;
 * PUT /api/layouts/:id/booth-pack, published): `revision` is the one the editor shows (another
 * stored one is a 409 LAYOUT_REVISION_CONFLICT, so the pack is always what the operator saw);
 * `printerId` the printer it is sized and checked for (the DNP DS620 when absent); `language`
 * that of its README.txt.
 */
export const BuildBoothPackRequest = z.strictObject({
  revision: z.number().int().min(1).optional(),
  printerId: z.enum(printerPresetIds).optional(),
  language: z.enum(['it', 'en']).optional(),
});
export type BuildBoothPackRequest = z.infer<typeof BuildBoothPackRequest>;
/** An expiry at most this far ahead (a date picked by mistake decades away is refused). */
export const maxBoothPackExpiryDays = 5 * 366;
/** The expiry choices of the dialog, besides 'never' and a date. */
export const boothPackExpiryDays = [7, 30, 90] as const;

/** Path of the pull URL; the token follows. */
export const boothPackPullPrefix = '/pack/';

/** The token in a pull URL: 32 random bytes as base64url (43 characters). */
export const BoothPackToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** When the URL stops answering: an ISO time, or null for never. */
export const BoothPackExpiry = z.iso.datetime({ offset: true }).nullable();

/** PUT query: the expiry of a first publish (a republish keeps the link's own unless one is given). */
export const PublishBoothPackQuery = z.object({
  expiresAt: z.union([z.literal('never'), z.iso.datetime({ offset: true })]).optional(),
});
export type PublishBoothPackQuery = z.infer<typeof PublishBoothPackQuery>;

/** PATCH body: a new expiry for the published URL. */
export const UpdateBoothPackLinkRequest = z.object({ expiresAt: BoothPackExpiry });
export type UpdateBoothPackLinkRequest = z.infer<typeof UpdateBoothPackLinkRequest>;

/** What the owner sees of a published link. */
export const BoothPackLink = z.object({
  /** The absolute pull URL: always the newest revision. */
  pullUrl: z.string(),
  /** The newest revision (1 after the first publish, +1 for each republish). */
  revision: z.number().int().positive(),
  /** The absolute URL of one revision is `${pullUrl}/r/${n}`. */
  revisionUrl: z.string(),
  expiresAt: z.string().nullable(),
  isExpired: z.boolean(),
  /** When the newest revision was published. */
  publishedAt: z.string(),
  /** The last time a booth fetched the pack (to the minute), or null before any pull. */
  lastPulledAt: z.string().nullable(),
  /** Size of the newest pack in bytes. */
  byteSize: z.number().int().nonnegative(),
});
export type BoothPackLink = z.infer<typeof BoothPackLink>;

/** GET /api/layouts/:id/booth-pack: the link, or null while the layout is not published. */
export const BoothPackLinkResponse = z.object({ link: BoothPackLink.nullable() });
export type BoothPackLinkResponse = z.infer<typeof BoothPackLinkResponse>;

/**
 * POST /api/layouts/:id/booth-pack/pull-url: the URL the layout's pack is (or will be) pulled
 * from, made before the first publish so that the first pack already carries it.
 */
export const BoothPackPullUrlResponse = z.object({ pullUrl: z.string().url() });
export type BoothPackPullUrlResponse = z.infer<typeof BoothPackPullUrlResponse>;
