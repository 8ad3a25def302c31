import sharp from 'sharp';

/** A real PNG of the given size, with a gradient so it does not compress to nothing. */
export async function createTestPng(width: number, height: number, options: { exifSecret?: string } = {}): Promise<Buffer> {
  const channels = 4;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * channels;
      pixels[offset] = x % 256;
      pixels[offset + 1] = y % 256;
      pixels[offset + 2] = (x + y) % 256;
      pixels[offset + 3] = 255;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.exifSecret !== undefined) image = image.withExif({ IFD0: { Copyright: options.exifSecret } });
  return image.png().toBuffer();
}

export function toPngDataUrl(bytes: Buffer): string {
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

/** The pHYs chunk's pixels per unit (x, y) and unit (1 = metre), or undefined without one. */
export function readPngPhys(png: Buffer): { x: number; y: number; unit: number } | undefined {
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'pHYs') return { x: png.readUInt32BE(offset + 8), y: png.readUInt32BE(offset + 12), unit: png.readUInt8(offset + 16) };
    offset += 12 + length;
  }
  return undefined;
}

/** Chunk types in file order, to check what a re-encoded PNG carries. */
export function listPngChunks(png: Buffer): string[] {
  const types: string[] = [];
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    types.push(png.toString('ascii', offset + 4, offset + 8));
    offset += 12 + length;
  }
  return types;
}
