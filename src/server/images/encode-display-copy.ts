import sharp from 'sharp';
import { displayLongSide } from '../../shared/catalog/display-path.js';

/**
 * An uploaded template's display copy: long side displayLongSide (never enlarged), WebP, its
 * transparency kept, so the editor of an owner without the plan draws it as it would the original.
 */
export async function encodeDisplayCopy(original: Buffer): Promise<Buffer> {
  return sharp(original, { limitInputPixels: 8000 * 8000 })
    .resize({ width: displayLongSide, height: displayLongSide, fit: 'inside', kernel: 'lanczos3', withoutEnlargement: true })
    .webp({ quality: 88, alphaQuality: 100 })
    .toBuffer();
}
