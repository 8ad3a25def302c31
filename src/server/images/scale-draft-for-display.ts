import sharp from 'sharp';

/**
 * A draft scaled down to `width` for the screen, as WebP (a tenth of the PNG's bytes on a
 * photo): what the client's page shows first. Never enlarged.
 */
export async function scaleDraftForDisplay(png: Buffer, width: number): Promise<Buffer> {
  return sharp(png).resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}
