import sharp from 'sharp';
import { ErrorCodes } from '../../shared/api/error-codes.js';
import { AppError } from '../http/app-error.js';
import { apiMessage } from '../../shared/api/api-messages.js';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Print resolution for every stored layout image (ARCHITECTURE.md "Print"). */
const printDpi = 300;

export interface NormalisedPng {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded PNG completely and writes it anew, so what we store and serve is pixels
 * we produced ourselves: no text chunks, EXIF, XMP or colour profile of the sender's, and a
 * 300 dpi tag (pHYs) for printing. The header is read first so an absurd size is refused
 * before any pixel is decoded.
 */
export async function normalisePng(input: Buffer, maxSide: number): Promise<NormalisedPng> {
  if (input.length < pngSignature.length || !input.subarray(0, pngSignature.length).equals(pngSignature)) {
    throw new AppError(415, ErrorCodes.imageNotPng, apiMessage('imageNotPng'));
  }
  let width: number;
  let height: number;
  try {
    // Header only: no pixel limit here, so an absurd size gets our message, not a decoder error.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (meta.format !== 'png') throw new AppError(415, ErrorCodes.imageNotPng, apiMessage('imageNotPng'));
    ({ width, height } = meta);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, ErrorCodes.imageInvalid, apiMessage('imageInvalid'));
  }
  if (width > maxSide || height > maxSide) {
    throw new AppError(400, ErrorCodes.imageTooLarge, apiMessage('imageTooWide', { n: maxSide }));
  }
  try {
    // withMetadata({ density }) would also carry the sender's EXIF, XMP and ICC over; an empty
    // EXIF plus withDensity writes only the density (pHYs 11811 px/m) and a minimal EXIF of
    // orientation, resolution and size.
    const { data, info } = await sharp(input, { limitInputPixels: maxSide * maxSide })
      .withExif({})
      .withDensity(printDpi)
      .png()
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new AppError(400, ErrorCodes.imageInvalid, apiMessage('imageInvalid'));
  }
}
