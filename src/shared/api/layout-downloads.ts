import { z } from 'zod';

/**
 * POST /api/layouts/:id/downloads: the print file of the layout's stored revision, drawn by the
 * server. `revision` is the one the editor shows: an older or newer stored one is a 409
 * LAYOUT_REVISION_CONFLICT, so the file is always what the operator saw. `language` picks the
 * watermark's words.
 */
export const LayoutDownloadRequest = z.object({
  format: z.enum(['png', 'jpg']),
  revision: z.number().int().min(1).optional(),
  language: z.enum(['it', 'en']).optional(),
});
export type LayoutDownloadRequest = z.infer<typeof LayoutDownloadRequest>;

/** Response headers of a layout download: 'demo' or 'none', and the pass's downloads left ('illimitati' without a counter). */
export const watermarkHeader = 'x-cornice-watermark';
export const downloadsRemainingHeader = 'x-cornice-downloads-remaining';

/**
 * layout-personalizzato-{theme}-{format}.{ext}, and bozza-layout-{theme}-{format}.{ext} for
 * drafts (watermarked files).
 */
export function exportFileName(args: { theme: string; format: string; fileFormat: 'png' | 'jpg'; isDraft: boolean }): string {
  const stem = args.isDraft ? 'bozza-layout' : 'layout-personalizzato';
  return `${stem}-${args.theme}-${args.format}.${args.fileFormat}`;
}
