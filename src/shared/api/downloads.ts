import { z } from 'zod';

/** The template a download is for: its id by the rule of src/shared/catalog/template-id.ts. */
export const DownloadRequest = z.object({ templateId: z.string().min(1).max(300) });
export type DownloadRequest = z.infer<typeof DownloadRequest>;

/** A pass's downloads left, or 'illimitati' for the annual plan (spec part 1 §7). */
export const DownloadsRemaining = z.union([z.number().int().min(0), z.literal('illimitati')]);
export type DownloadsRemaining = z.infer<typeof DownloadsRemaining>;

/**
 * POST /api/check-download-status. canDownload false comes with the reason shown as
 * 'Impossibile scaricare: {reason}' (no downloads left, pass expired, no pass for this template).
 */
export const CheckDownloadStatusResponse = z.object({
  canDownload: z.boolean(),
  downloadsRemaining: DownloadsRemaining,
  reason: z.string().optional(),
});
export type CheckDownloadStatusResponse = z.infer<typeof CheckDownloadStatusResponse>;

/** POST /api/authorize-and-decrement-download: the count after this download. Refusals are 4xx errors. */
export const AuthorizeDownloadResponse = z.object({ downloadsRemaining: DownloadsRemaining });
export type AuthorizeDownloadResponse = z.infer<typeof AuthorizeDownloadResponse>;
