import type { LayoutDocument } from '../../shared/layout/layout-document.js';
import { watermarkTexts } from '../../shared/render/watermark-texts.js';
import type { RenderPool, RenderRequest } from './render-pool.js';

/**
 * A draft image the browser sent, with the large 'BOZZA' drawn over it by the server (in a
 * render worker, as every drawing): the picture stands in for the template of an empty layout
 * of its size, so the mark is the one the server draws on any draft.
 */
export async function stampDraft(pool: RenderPool, image: { bytes: Buffer; width: number; height: number }, request: RenderRequest): Promise<Buffer> {
  const document: LayoutDocument = { schemaVersion: 1, template: { path: '', width: image.width, height: image.height, dpi: 300 }, elements: [] };
  const file = await pool.render({ document, format: 'png', watermark: 'draft', ...watermarkTexts.it, template: image.bytes, pictures: {}, brandFonts: [] }, request);
  return Buffer.from(file.bytes);
}
