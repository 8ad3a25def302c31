import type Konva from 'konva';
import { layoutThumbnailMaxSide, maxLayoutThumbnailBytes } from '../../../shared/api/layouts.js';
import { templateNodeName } from '../canvas/layer-names.js';
import { findPrintableLayers } from '../export/printable-layers.js';
import { renderLayout } from '../export/render-layout.js';

const quality = 0.7;

/**
 * The page drawn small (longest side ≤ the contract's 400 px) as a JPEG data URL, for the
 * layouts list: drawn as the export draws it, from the printable layers, so it holds the whole
 * page at any zoom and only what is printed (no handles, guides or 'Anteprima con foto' photos),
 * on white. Null when there is no stage, it cannot be read back, or it is over the size cap.
 * `templateBitmap`, the template already decoded: without it the first thumbnail decodes the
 * picture on the main thread, a long task that holds back the next frame and its hit graph.
 */
export function captureThumbnail(stage: Konva.Stage | null, templateBitmap: ImageBitmap | null = null): string | null {
  const printable = findPrintableLayers(stage);
  // The template's picture has the page's size.
  const page = stage?.findOne(`.${templateNodeName}`);
  if (printable === null || page === undefined) return null;
  const size = { width: page.width(), height: page.height() };
  if (size.width <= 0 || size.height <= 0) return null;
  const pixelRatio = Math.min(1, layoutThumbnailMaxSide / Math.max(size.width, size.height));
  let dataUrl: string;
  try {
    const canvas = renderLayout(printable, size, { pixelRatio, background: '#ffffff', watermark: 'none', demoText: '', draftText: '', templateBitmap });
    dataUrl = canvas.toDataURL('image/jpeg', quality);
  } catch (error) {
    // A canvas the browser will not read back (a foreign image) has no thumbnail; the save goes on.
    console.error('[layouts] no thumbnail:', error);
    return null;
  }
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return (base64.length * 3) / 4 > maxLayoutThumbnailBytes ? null : dataUrl;
}
