import sharp from 'sharp';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { layoutThumbnailMaxSide, maxLayoutThumbnailBytes } from '../../shared/api/layouts.js';
import { AppError } from '../http/app-error.js';
import { decodeBase64File } from './decode-base64-file.js';
import { hasImageSignature } from './image-signature.js';
import { apiMessage } from '../../shared/api/api-messages.js';

/** A thumbnail never needs more; larger headers are refused before any pixel is decoded. */
const maxSourceSide = 4000;

/**
 * The editor's thumbnail (a JPEG data URL) as a small JPEG we encoded ourselves: JPEG by its
 * bytes, at most layoutThumbnailMaxSide a side, no metadata of the sender's.
 */
export async function normaliseLayoutThumbnail(dataUrl: string): Promise<Buffer> {
  const input = decodeBase64File(dataUrl, maxLayoutThumbnailBytes);
  // By its signature before sharp, which would otherwise read an SVG (and lay it out) too.
  if (!hasImageSignature(input, 'jpeg')) throw invalid();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw invalid();
  }
  if (format !== 'jpeg' || width > maxSourceSide || height > maxSourceSide) throw invalid();
  try {
    return await sharp(input, { limitInputPixels: maxSourceSide * maxSourceSide })
      .rotate()
      .resize(layoutThumbnailMaxSide, layoutThumbnailMaxSide, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
  } catch {
    throw invalid();
  }
}

function invalid(): AppError {
  return new AppError(400, ErrorCodes.imageInvalid, apiMessage('layoutThumbnailInvalid'));
}
