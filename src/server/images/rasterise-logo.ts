import sharp, { type Metadata } from 'sharp';
import { logoMaxSide } from '../../shared/api/dashboard.js';

/** Larger sources are refused before decoding: no logo needs more, and it bounds memory. */
export const maxLogoSourceSide = 8000;

export type RasterisedLogo = { ok: true; png: Uint8Array } | { ok: false; reason: 'wrong-type' | 'too-large' | 'unreadable' };

/**
 * A logo as a PNG we drew ourselves, at most logoMaxSide pixels a side, with no metadata of the
 * sender's, provided sharp reads it as `expectedFormat`. Runs in this process for raster images
 * and in a child process with a deadline for SVGs (svg-logo-child.ts).
 */
export async function rasteriseLogo(input: Buffer, expectedFormat: string): Promise<RasterisedLogo> {
  let meta: Metadata;
  try {
    // Header only: no pixel limit here, so an absurd size gets our message, not a decoder error.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'wrong-type' };
  }
  if (meta.format !== expectedFormat) return { ok: false, reason: 'wrong-type' };
  if (meta.width > maxLogoSourceSide || meta.height > maxLogoSourceSide) return { ok: false, reason: 'too-large' };
  try {
    const png = await sharp(input, { limitInputPixels: maxLogoSourceSide * maxLogoSourceSide })
      // Applies the EXIF orientation before the metadata is dropped, so photos stay upright.
      .rotate()
      .resize(logoMaxSide, logoMaxSide, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return { ok: true, png };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
