import { type Canvas, createCanvas } from '@napi-rs/canvas';
import type { RenderJob } from './render-job.js';

/**
 * The most pixels a watermarked file (a free download, a shared draft with 'BOZZA') is drawn with
 * on its long side, whatever its print size. The spec's drafts are drawn at 1.5 × the editor's
 * display (a page shown about 670 px wide); a print file at 300 dpi has 1800 or more. A
 * watermark over a print-resolution picture can be taken off: a stranger's test subtracted the
 * fixed demo watermark, measured on two calibration layouts, and laid a draft over a download
 * (their marks hardly overlap) to get a clean print file. Drawn with a draft's detail, what any
 * such sum gives is a draft.
 */
export const draftDetailLongSide = 1000;

/**
 * The share of a file's pixels (its size given) its drawing is made at: a draft's detail for a
 * watermarked file, 1 for a clean one, a thumbnail (small already) or a file already that small.
 */
export function draftDetailScale(job: Pick<RenderJob, 'watermark' | 'maxSide'>, width: number, height: number): number {
  if (job.watermark === 'none' || job.maxSide !== undefined) return 1;
  return Math.min(1, draftDetailLongSide / Math.max(width, height));
}

/**
 * The drawing made at draft detail, enlarged (smoothly) to the file's full size, so the file keeps
 * its print size and density while carrying no finer detail than a draft. The caller releases it.
 */
export function enlargeToFileSize(drawing: Canvas, width: number, height: number): Canvas {
  const file = createCanvas(width, height);
  const context = file.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(drawing, 0, 0, width, height);
  return file;
}
