import sharp from 'sharp';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';
// Beyond any print template at 300 dpi; refused from the header, before any pixel is decoded.
import { maxTemplatePixels } from '../../shared/layout/layout-document.js';
import { assertWithinTemplateSize } from './template-size-limit.js';


export interface NormalisedTemplateImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

function unsupported(): AppError {
  return new AppError(415, ErrorCodes.imageTypeUnsupported, apiMessage('templateTypes'));
}

function unreadable(): AppError {
  return new AppError(400, ErrorCodes.imageInvalid, apiMessage('imageInvalid'));
}

/**
 * An uploaded template image, JPEG or PNG judged by its bytes (magic number, then sharp's own
 * reading) and never by its name. The header's size is checked before decoding so a
 * decompression bomb costs nothing; then the image is re-encoded in its own format, which drops
 * every metadata block of the sender's.
 */
export async function normaliseTemplateImage(input: Buffer): Promise<NormalisedTemplateImage> {
  const isPng = input.length >= pngSignature.length && input.subarray(0, pngSignature.length).equals(pngSignature);
  const isJpeg = input.length >= jpegSignature.length && input.subarray(0, jpegSignature.length).equals(jpegSignature);
  if (!isPng && !isJpeg) throw unsupported();
  let width: number;
  let height: number;
  try {
    // Header only: no limit here, so an absurd size gets our message, not a decoder error.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (meta.format !== (isPng ? 'png' : 'jpeg')) throw unsupported();
    ({ width, height } = meta);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
  assertWithinTemplateSize(width, height);
  try {
    const pipeline = sharp(input, { limitInputPixels: maxTemplatePixels }).rotate();
    const { data, info } = await (isPng ? pipeline.png() : pipeline.jpeg({ quality: 92 })).toBuffer({ resolveWithObject: true });
    return isPng
      ? { bytes: data, extension: 'png', contentType: 'image/png', width: info.width, height: info.height }
      : { bytes: data, extension: 'jpg', contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}
