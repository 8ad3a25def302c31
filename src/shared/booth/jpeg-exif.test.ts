import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insertExif } from './jpeg-exif.js';

async function makeJpeg(withExif: boolean): Promise<Uint8Array> {
  const image = sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } }).jpeg({ quality: 80 });
  return new Uint8Array(await (withExif ? image.withMetadata({ orientation: 6 }) : image).toBuffer());
}

describe('insertExif', () => {
  it('gives a JPEG without Exif a block that readers parse: upright, 300 dpi, sRGB', async () => {
    const plain = await makeJpeg(false);
    expect((await sharp(plain).metadata()).exif).toBeUndefined();
    const tagged = insertExif(plain, { width: 60, height: 40, dpi: 300, software: 'Cornice' });
    const metadata = await sharp(tagged).metadata();
    expect(metadata.exif).toBeDefined();
    expect(metadata.orientation).toBe(1);
    expect(metadata.density).toBe(300);
    expect(metadata.width).toBe(60);
    expect(String(metadata.exif)).toContain('Cornice');
    // The pixels are untouched: it still decodes to the same size and colour.
    const { data } = await sharp(tagged).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(40);
  });

  it('replaces an Exif block that was there (no second orientation to disagree with)', async () => {
    const rotated = await makeJpeg(true);
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const tagged = insertExif(rotated, { width: 60, height: 40, dpi: 300, software: 'Cornice' });
    expect((await sharp(tagged).metadata()).orientation).toBe(1);
    const text = Buffer.from(tagged).toString('latin1');
    expect(text.split('Exif\0\0')).toHaveLength(2);
  });

  it('refuses what is not a JPEG', () => {
    expect(() => insertExif(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { width: 1, height: 1, dpi: 300, software: 'x' })).toThrow('not a JPEG');
  });
});
