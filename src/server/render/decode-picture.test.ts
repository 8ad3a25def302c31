import { createCanvas } from '@napi-rs/canvas';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodedPictureBudgetBytes, decodedPictureCache, decodePicture } from './decode-picture.js';

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><rect width="10" height="10" fill="#ff0000"/></svg>');

function png(width: number, height: number): Uint8Array {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#00ff00';
  context.fillRect(0, 0, width, height);
  return canvas.encodeSync('png');
}

describe('decoded pictures of a render worker', () => {
  beforeEach(() => decodedPictureCache.clear());

  it('decodes a file once: the same bytes again (another render, another copy) give the same picture', async () => {
    const bytes = png(30, 20);
    const first = await decodePicture(bytes);
    expect(first).not.toBeNull();
    expect(await decodePicture(Buffer.from(bytes))).toBe(first);
    // At once, as the elements of one render ask: one decode for all.
    const [a, b] = await Promise.all([decodePicture(png(5, 5)), decodePicture(png(5, 5))]);
    expect(a).toBe(b);
    expect(decodedPictureCache.bytes).toBeGreaterThanOrEqual((30 * 20 + 5 * 5) * 4);
  });

  it('rasterises an SVG at each size it is drawn at', async () => {
    const small = await decodePicture(svg, { width: 20, height: 20 });
    const large = await decodePicture(svg, { width: 80.4, height: 80 });
    const widthOf = (picture: unknown) => (picture as { width: number }).width;
    expect([widthOf(small), widthOf(large)]).toEqual([20, 81]);
    expect(await decodePicture(svg, { width: 20, height: 20 })).toBe(small);
  });

  it('keeps no more than its budget, and no broken file', async () => {
    expect(await decodePicture(Buffer.from('not a picture'))).toBeNull();
    expect(decodedPictureCache.bytes).toBe(0);
    // Two pictures of 5/8 of the budget each: the second pushes the first out.
    const side = Math.ceil(Math.sqrt((decodedPictureBudgetBytes * 5) / 8 / 4));
    const first = await decodePicture(png(side, side));
    await decodePicture(png(side, side + 1));
    expect(decodedPictureCache.bytes).toBeLessThanOrEqual(decodedPictureBudgetBytes);
    expect(await decodePicture(png(side, side))).not.toBe(first);
  });
});
