import { getPaletteSync } from 'colorthief';
import { pickTemplateColours } from './pick-template-colours.js';

/** Longest side the template is sampled at: a few tens of thousands of pixels keep extraction to milliseconds. */
const sampleSize = 200;

// More clusters than swatches, so that near-twins can be dropped and six distinct colours still remain.
const paletteSize = 16;

/**
 * The template's colours for the 'Colori dal Template' swatches: up to six lowercase '#rrggbb',
 * most prominent first. Never rejects: a tainted canvas or a library error is logged and gives
 * [], since the swatches are a convenience and the colour picker works without them.
 */
export async function extractTemplateColours(image: HTMLImageElement): Promise<readonly string[]> {
  try {
    const pixels = readDownscaledPixels(image);
    // Every pixel of the downscaled copy is sampled (quality 1): the copy is small, and thin
    // gold or neon lines would otherwise be skipped.
    const palette = getPaletteSync(pixels, { colorCount: paletteSize, quality: 1 }) ?? [];
    return pickTemplateColours(palette.map((colour) => ({ rgb: colour.array(), population: colour.population })));
  } catch (error) {
    console.error('Could not extract the template colours', error);
    return [];
  }
}

function readDownscaledPixels(image: HTMLImageElement): ImageData {
  const { naturalWidth, naturalHeight } = image;
  if (naturalWidth === 0 || naturalHeight === 0) throw new Error('The template image has not loaded');
  const scale = Math.min(1, sampleSize / Math.max(naturalWidth, naturalHeight));
  const width = Math.max(1, Math.round(naturalWidth * scale));
  const height = Math.max(1, Math.round(naturalHeight * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  // A CPU-backed canvas: the pixels are read back once and never shown, so a GPU copy would only cost a readback.
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) throw new Error('No 2D canvas context');
  // High-quality smoothing averages the pixels a large downscale would otherwise skip.
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  // Throws a SecurityError when the image came from another origin without CORS.
  return context.getImageData(0, 0, width, height);
}
