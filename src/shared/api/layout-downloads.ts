import { z } from 'zod';
import { PhotoWindows } from '../render/photo-windows.js';

/**
 * POST /api/layouts/:id/downloads: the print file of the layout's stored revision, drawn by the
 * server: PNG, JPG, the two-strip 4x6 sheet (PNG; `hasCutLine` for the seam) or the print PDF. `revision` is the one the editor shows: an older or newer stored one is a 409
 * LAYOUT_REVISION_CONFLICT, so the file is always what the operator saw. `language` picks the
 * watermark's words. `photoWindows` says what the photo frames show (photo-windows.ts: cut out,
 * white, or the sample landscape when absent); a JPG or PDF draws 'transparent' white.
 */
export const LayoutDownloadRequest = z.strictObject({
  format: z.enum(['png', 'jpg', 'sheet', 'pdf']),
  hasCutLine: z.boolean().optional(),
  photoWindows: PhotoWindows.optional(),
  revision: z.number().int().min(1).optional(),
  language: z.enum(['it', 'en']).optional(),
});
export type LayoutDownloadRequest = z.infer<typeof LayoutDownloadRequest>;

/** What asking for a rendered file (a download, a booth pack) sends: a few hundred bytes at most. */
export const renderRequestBodyLimit = 4096;

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

/** The file's type by the format asked for. */
export const layoutFileTypes: Record<LayoutDownloadRequest['format'], string> = { png: 'image/png', jpg: 'image/jpeg', sheet: 'image/png', pdf: 'application/pdf' };

/**
 * The server's name of a layout file: the spec's for PNG and JPG (exportFileName); the print
 * exports add what they are to the same stem, as the editor names them in Italian
 * (…-foglio-2-strisce.png, …-stampa.pdf).
 */
export function layoutFileName(args: { theme: string; format: string; fileFormat: LayoutDownloadRequest['format']; isDraft: boolean }): string {
  if (args.fileFormat === 'png' || args.fileFormat === 'jpg') return exportFileName({ ...args, fileFormat: args.fileFormat });
  const stem = exportFileName({ ...args, fileFormat: 'png' }).replace(/\.png$/, '');
  return args.fileFormat === 'sheet' ? `${stem}-foglio-2-strisce.png` : `${stem}-stampa.pdf`;
}
