import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Reads the QR code inside a region of a downloaded image (template px, which are the file's
 * pixels), as a phone would from the print: null when there is none or it does not decode.
 */
export async function decodeQrRegion(filePath: string, region: { x: number; y: number; width: number; height: number }): Promise<string | null> {
  const meta = await sharp(filePath).metadata();
  const left = Math.max(0, Math.floor(region.x));
  const top = Math.max(0, Math.floor(region.y));
  const width = Math.min((meta.width ?? 0) - left, Math.ceil(region.width));
  const height = Math.min((meta.height ?? 0) - top, Math.ceil(region.height));
  const { data, info } = await sharp(filePath).extract({ left, top, width, height }).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // jsqr is CommonJS: under Node's ESM rules its default export is module.exports, whose `default` is the function.
  return jsQR.default(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}
