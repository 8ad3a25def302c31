import { pdfRasterDpi } from '../../shared/print/print-pdf-plan.js';
import { estimateRenderMs } from '../../shared/render/render-cost.js';
import { draftDetailScale } from './draft-detail.js';
import { type RenderJob, thumbnailScale } from './render-job.js';

/**
 * The estimated cost of a render job (estimateRenderMs) at the size it is drawn: a thumbnail or a
 * catalogue picture scaled down, a watermarked file at a draft's detail, the PDF at its raster's
 * density; a booth pack draws the layout twice (its overlay and its background).
 */
export function estimateJobMs(job: RenderJob): number {
  const { width, height, dpi } = job.document.template;
  const size = job.maxSide === undefined && job.format === 'pdf' ? pdfRasterDpi / dpi : thumbnailScale(job);
  const scale = size * draftDetailScale(job, width * size, height * size);
  return estimateRenderMs(job.document, scale) * (job.format === 'booth' ? 2 : 1);
}
