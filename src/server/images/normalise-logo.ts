import sharp from 'sharp';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { logoMaxSide, type LogoType } from '../../shared/api/dashboard.js';
import { AppError } from '../http/app-error.js';

/** Larger sources are refused before decoding: no logo needs more, and it bounds memory. */
const maxSourceSide = 8000;

const formatOfType: Record<LogoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * Turns an uploaded logo into a PNG we drew ourselves, at most logoMaxSide pixels a side, with
 * no metadata of the sender's. The type is read from the bytes and must be the one declared,
 * so a text file named .png is refused. An SVG is rasterised: what we serve is pixels, so no
 * script, link or style inside it can ever run in a visitor's browser.
 */
export async function normaliseLogo(input: Buffer, declaredType: LogoType): Promise<Buffer> {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Header only: no pixel limit here, so an absurd size gets our message, not a decoder error.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    ({ format, width, height } = meta);
  } catch {
    throw wrongType();
  }
  if (format !== formatOfType[declaredType]) throw wrongType();
  if (width > maxSourceSide || height > maxSourceSide) {
    throw new AppError(400, ErrorCodes.imageTooLarge, `Il logo supera ${maxSourceSide} pixel per lato.`);
  }
  try {
    return await sharp(input, { limitInputPixels: maxSourceSide * maxSourceSide })
      // Applies the EXIF orientation before the metadata is dropped, so photos stay upright.
      .rotate()
      .resize(logoMaxSide, logoMaxSide, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new AppError(400, ErrorCodes.imageInvalid, 'Il logo è danneggiato o illeggibile.');
  }
}

function wrongType(): AppError {
  return new AppError(415, ErrorCodes.logoTypeInvalid, 'Il file non è un logo PNG, JPEG, WebP o SVG valido.');
}
