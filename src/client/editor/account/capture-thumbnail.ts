import type Konva from 'konva';
import { layoutThumbnailMaxSide, maxLayoutThumbnailBytes } from '../../../shared/api/layouts.js';
import { previewPhotoNodeName, printableLayerName } from '../canvas/layer-names.js';

const quality = 0.7;

/**
 * The stage drawn small as a JPEG data URL (longest side ≤ the contract's 400 px), for the
 * layouts list. Null when there is no stage, it cannot be read back, or it is over the size cap.
 */
export function captureThumbnail(stage: Konva.Stage | null): string | null {
  if (stage === null) return null;
  const width = stage.width();
  const height = stage.height();
  if (width <= 0 || height <= 0) return null;
  const pixelRatio = Math.min(1, layoutThumbnailMaxSide / Math.max(width, height));
  // Only what is printed: no selection handles, guides or margin in the list's picture.
  const hidden = stage.getLayers().filter((layer) => layer.name() !== printableLayerName && layer.visible());
  // Nor the 'Anteprima con foto' photos: they are not part of the layout.
  const photos = stage.find(`.${previewPhotoNodeName}`).filter((node) => node.visible());
  let dataUrl: string;
  try {
    for (const node of [...hidden, ...photos]) node.visible(false);
    dataUrl = stage.toDataURL({ mimeType: 'image/jpeg', quality, pixelRatio });
  } catch (error) {
    // A canvas the browser will not read back (a foreign image) has no thumbnail; the save goes on.
    console.error('[layouts] no thumbnail:', error);
    return null;
  } finally {
    for (const node of [...hidden, ...photos]) node.visible(true);
  }
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return (base64.length * 3) / 4 > maxLayoutThumbnailBytes ? null : dataUrl;
}
