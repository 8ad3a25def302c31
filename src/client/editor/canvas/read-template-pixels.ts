import type { TemplatePixels } from '../../../shared/layout/place-initial-text.js';

/** The template drawn small (long side `maxSide`) for reading its colours; null where a canvas cannot be read. */
export function readTemplatePixels(image: HTMLImageElement, maxSide = 240): TemplatePixels | null {
  try {
    const k = Math.min(1, maxSide / Math.max(image.naturalWidth, image.naturalHeight));
    const width = Math.max(1, Math.round(image.naturalWidth * k));
    const height = Math.max(1, Math.round(image.naturalHeight * k));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) return null;
    context.drawImage(image, 0, 0, width, height);
    return { width, height, data: context.getImageData(0, 0, width, height).data };
  } catch {
    return null;
  }
}
