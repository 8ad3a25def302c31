import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour } from './contrast.js';
import { findTextPlacement, type TemplatePixels } from './place-initial-text.js';

/** A 120 × 180 picture: background, one window rectangle, and a few busy specks. */
function paint(background: [number, number, number, number], window: { y0: number; y1: number; rgba: [number, number, number, number] }): TemplatePixels {
  const width = 120;
  const height = 180;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inWindow = y >= window.y0 && y < window.y1 && x >= 12 && x < 108;
      const speck = !inWindow && (x * 7 + y * 13) % 97 === 0;
      const rgba = inWindow ? window.rgba : speck ? [200, 160, 60, 255] : background;
      data.set(rgba, (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

const template = { width: 1200, height: 1800 };
const box = { width: 960, height: 150 };

describe('findTextPlacement', () => {
  it('puts the text off a large white window and in white on a dark template', () => {
    const pixels = paint([26, 25, 23, 255], { y0: 12, y1: 130, rgba: [247, 241, 227, 255] });
    const placement = findTextPlacement(pixels, template, box, 36);
    expect(placement.y).toBeGreaterThanOrEqual(1300);
    expect(placement.y + box.height).toBeLessThanOrEqual(1800 - 36);
    expect(placement.color).toBe('#ffffff');
    expect(contrastRatio(parseHexColour(placement.color), [26, 25, 23])).toBeGreaterThan(4.5);
  });

  it('keeps off a transparent window of a booth overlay and writes dark on light paper', () => {
    const pixels = paint([250, 246, 240, 255], { y0: 60, y1: 170, rgba: [0, 0, 0, 0] });
    const placement = findTextPlacement(pixels, template, box, 36);
    expect(placement.y + box.height).toBeLessThanOrEqual(600);
    expect(placement.color).toBe('#333333');
  });

  it('stays inside the margin on a plain page', () => {
    const pixels = paint([255, 255, 255, 255], { y0: 0, y1: 0, rgba: [0, 0, 0, 0] });
    const placement = findTextPlacement(pixels, template, box, 36);
    expect(placement.x).toBe(120);
    expect(placement.y).toBeGreaterThanOrEqual(36);
    expect(placement.y + box.height).toBeLessThanOrEqual(1764);
  });
});
