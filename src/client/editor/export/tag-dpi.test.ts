import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tagDpi } from './tag-dpi.js';

/** A JFIF APP0 segment with no density (units 0, 1:1), as browsers' canvas encoders write first. */
const jfifApp0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');

/** A file as canvas.toBlob makes it: a PNG without pHYs, or a JPEG opening with JFIF APP0. */
async function encode(format: 'png' | 'jpg'): Promise<Blob> {
  const image = sharp({ create: { width: 60, height: 90, channels: 3, background: '#c08040' } });
  if (format === 'png') return new Blob([new Uint8Array(await image.png().toBuffer())], { type: 'image/png' });
  // libvips writes no APP0: put one after SOI, as libjpeg-turbo in the browser does.
  const jpeg = await image.jpeg({ quality: 92 }).toBuffer();
  return new Blob([new Uint8Array(Buffer.concat([jpeg.subarray(0, 2), jfifApp0, jpeg.subarray(2)]))], { type: 'image/jpeg' });
}

async function readBack(blob: Blob) {
  const metadata = await sharp(Buffer.from(await blob.arrayBuffer())).metadata();
  const pixels = await sharp(Buffer.from(await blob.arrayBuffer())).raw().toBuffer();
  return { density: metadata.density, width: metadata.width, height: metadata.height, pixels };
}

describe('tagDpi', () => {
  for (const format of ['png', 'jpg'] as const) {
    it(`tags a ${format} 300 dpi and leaves its pixels alone`, async () => {
      const blob = await encode(format);
      const before = await readBack(blob);
      expect(before.density ?? 72).not.toBe(300);
      const tagged = tagDpi(blob, format, 300);
      expect(tagged.type).toBe(blob.type);
      const after = await readBack(tagged);
      expect(after.density).toBe(300);
      expect([after.width, after.height]).toEqual([60, 90]);
      expect(after.pixels.equals(before.pixels)).toBe(true);
    });
  }

  it('writes the PNG pHYs chunk as changedpi does: 11811 pixels a metre, with a valid CRC', async () => {
    const bytes = new Uint8Array(await tagDpi(await encode('png'), 'png', 300).arrayBuffer());
    expect(Array.from(bytes.subarray(33, 54))).toEqual([0, 0, 0, 9, 0x70, 0x48, 0x59, 0x73, 0, 0, 0x2e, 0x23, 0, 0, 0x2e, 0x23, 1, ...bytes.subarray(50, 54)]);
    // sharp (libpng) refuses a chunk with a wrong CRC, so decoding above proves it.
  });
});
