import { describe, expect, it } from 'vitest';
import { planPrintPdf } from './print-pdf-plan.js';

const mm = 72 / 25.4;

describe('planPrintPdf', () => {
  const plan = planPrintPdf({ width: 1200, height: 1800, dpi: 300 });

  it('makes a 4x6 postcard page (4 in + 6 mm) × (6 in + 6 mm)', () => {
    expect(plan.pageWidth).toBeCloseTo(4 * 72 + 6 * mm, 6);
    expect(plan.pageHeight).toBeCloseTo(6 * 72 + 6 * mm, 6);
    expect(plan.trim).toEqual({ x: expect.closeTo(3 * mm, 6), y: expect.closeTo(3 * mm, 6), width: 288, height: 432 });
  });

  it('places the raster at exactly 300 pixels per inch, covering the whole page, layout pixels on the trim', () => {
    const { image, bleedPx } = plan;
    expect(bleedPx).toBe(36);
    expect([image.widthPx, image.heightPx]).toEqual([1272, 1872]);
    expect(image.widthPx / (image.width / 72)).toBeCloseTo(300, 9);
    expect(image.heightPx / (image.height / 72)).toBeCloseTo(300, 9);
    expect(image.x).toBeLessThanOrEqual(0);
    expect(image.x + image.width).toBeGreaterThanOrEqual(plan.pageWidth);
    expect(image.y + image.height).toBeGreaterThanOrEqual(plan.pageHeight);
    // The layout's first pixel starts on the trim line.
    expect(image.x + bleedPx * (72 / 300)).toBeCloseTo(plan.trim.x, 9);
  });

  it('keeps the crop marks on the trim lines and out of the trimmed card', () => {
    expect(plan.cropMarks).toHaveLength(8);
    const { trim } = plan;
    for (const mark of plan.cropMarks) {
      const isOnTrimLine = [trim.x, trim.x + trim.width].includes(mark.x1) || [trim.y, trim.y + trim.height].includes(mark.y1);
      expect(isOnTrimLine).toBe(true);
      for (const [x, y] of [
        [mark.x1, mark.y1],
        [mark.x2, mark.y2],
      ] as const) {
        const isInside = x > trim.x && x < trim.x + trim.width && y > trim.y && y < trim.y + trim.height;
        expect(isInside).toBe(false);
      }
    }
  });

  it('turns a 2x6 strip lying down into an (6 in + 6 mm) × (2 in + 6 mm) page', () => {
    const strip = planPrintPdf({ width: 1800, height: 600, dpi: 300 });
    expect(strip.pageWidth).toBeCloseTo(6 * 72 + 6 * mm, 6);
    expect(strip.pageHeight).toBeCloseTo(2 * 72 + 6 * mm, 6);
  });
});
