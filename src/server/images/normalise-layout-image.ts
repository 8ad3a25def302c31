import sharp from 'sharp';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { hasImageSignature } from './image-signature.js';
import { maxTemplatePixels } from '../../shared/layout/layout-document.js';
import { assertWithinTemplateSize } from './template-size-limit.js';
import { apiMessage } from '../../shared/api/api-messages.js';

export interface NormalisedLayoutImage {
  bytes: Buffer;
  extension: 'jpg' | 'png' | 'webp';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

const encoders = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;
type AcceptedFormat = keyof typeof encoders;
const isAccepted = (format: string | undefined): format is AcceptedFormat => format === 'jpeg' || format === 'png' || format === 'webp';

/**
 * A photo the operator puts into a layout: JPEG, PNG or WebP judged by its bytes (never a name
 * or a declared type; the signature first, so no other decoder, librsvg included, ever sees it), refused from its header beyond the template pixel cap, then re-encoded
 * in its own format upright and without the sender's metadata (EXIF location included).
 */
export async function normaliseLayoutImage(input: Buffer): Promise<NormalisedLayoutImage> {
  if (!(['jpeg', 'png', 'webp'] as const).some((candidate) => hasImageSignature(input, candidate))) throw unsupported();
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw unsupported();
  }
  if (!isAccepted(format)) throw unsupported();
  assertWithinTemplateSize(width, height);
  try {
    const pipeline = sharp(input, { limitInputPixels: maxTemplatePixels }).rotate();
    const encoded = format === 'png' ? pipeline.png() : format === 'webp' ? pipeline.webp({ quality: 90 }) : pipeline.jpeg({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, ...encoders[format], width: info.width, height: info.height };
  } catch {
    throw new AppError(400, ErrorCodes.imageInvalid, apiMessage('imageInvalid'));
  }
}

function unsupported(): AppError {
  return new AppError(415, ErrorCodes.imageTypeUnsupported, apiMessage('layoutImageTypes'));
}
