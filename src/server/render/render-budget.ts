import { pdfRasterDpi } from '../../shared/print/print-pdf-plan.js';
import { estimateRenderMs } from '../../shared/render/render-cost.js';
import { draftDetailScale } from './draft-detail.js';
import type { RenderJob } from './render-job.js';

/**
 * The estimated cost of a render job (estimateRenderMs) at the size it is drawn: a thumbnail or a
 * catalogue picture scaled down, a watermarked file at a draft's detail, the PDF at its raster's
 * density; a booth pack draws the layout twice (its overlay and its background).
 */
export function estimateJobMs(job: RenderJob): number {
  const { width, height, dpi } = job.document.template;
  let scale = 1;
  if (job.maxSide !== undefined) scale = Math.min(1, job.maxSide / Math.max(width, height));
  else if (job.format === 'pdf') scale = pdfRasterDpi / dpi;
  if (job.watermark !== 'none' && job.maxSide === undefined) scale *= draftDetailScale(width * scale, height * scale);
  return estimateRenderMs(job.document, scale) * (job.format === 'booth' ? 2 : 1);
}
