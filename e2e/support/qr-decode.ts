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

/**
 * Share of the pixels inside a region (inset 2 px from its edges) that are neither of two colours
 * within `tolerance` on every channel: antialiased module borders, when the code is not crisp.
 */
export async function measureInBetweenShare(filePath: string, region: { x: number; y: number; width: number; height: number }, colours: readonly (readonly [number, number, number])[], tolerance = 3): Promise<number> {
  const left = Math.ceil(region.x) + 2;
  const top = Math.ceil(region.y) + 2;
  const width = Math.floor(region.width) - 4;
  const height = Math.floor(region.height) - 4;
  const { data } = await sharp(filePath).extract({ left, top, width, height }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let between = 0;
  for (let offset = 0; offset < data.length; offset += 3) {
    const isKnown = colours.some((colour) => colour.every((channel, index) => Math.abs((data[offset + index] ?? 0) - channel) <= tolerance));
    if (!isKnown) between += 1;
  }
  return between / (width * height);
}
