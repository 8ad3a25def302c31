import { describe, expect, it } from 'vitest';
import { assessPrintResolution, findLowResolutionImages } from './print-resolution.js';
import { makeDocument, makeImage, makeText } from './test-fixtures.js';

describe('assessPrintResolution', () => {
  it('prints at the template dpi when drawn at its own pixel size, and sharper when smaller', () => {
    expect(assessPrintResolution({ width: 800, height: 600, originalWidth: 800, originalHeight: 600 }, 300)).toEqual({ dpi: 300, isLow: false, maxSharpWidth: 800 });
    expect(assessPrintResolution({ width: 400, height: 300, originalWidth: 800, originalHeight: 600 }, 300).dpi).toBe(600);
  });

  it('allows 10 % of enlargement and warns past it', () => {
    expect(assessPrintResolution({ width: 110, height: 110, originalWidth: 100, originalHeight: 100 }, 300).isLow).toBe(false);
    const stretched = assessPrintResolution({ width: 111, height: 111, originalWidth: 100, originalHeight: 100 }, 300);
    expect(stretched.isLow).toBe(true);
    expect(stretched.dpi).toBeCloseTo(270.27, 2);
  });

  it('tells the dpi of a 100 px image shown 400 px wide, and the width that would print sharp', () => {
    expect(assessPrintResolution({ width: 400, height: 400, originalWidth: 100, originalHeight: 100 }, 300)).toEqual({ dpi: 75, isLow: true, maxSharpWidth: 100 });
  });

  it('counts the worse side and follows the template dpi', () => {
    expect(assessPrintResolution({ width: 100, height: 200, originalWidth: 100, originalHeight: 100 }, 300)).toMatchObject({ dpi: 150, isLow: true, maxSharpWidth: 50 });
    expect(assessPrintResolution({ width: 200, height: 200, originalWidth: 100, originalHeight: 100 }, 150)).toMatchObject({ dpi: 75, isLow: true });
  });
});

describe('findLowResolutionImages', () => {
  it('lists only the images that would print blurred', () => {
    const document = makeDocument([makeText(), makeImage({ id: 'sharp', width: 400, height: 300 }), makeImage({ id: 'blurred', width: 1200, height: 900 })]);
    const found = findLowResolutionImages(document);
    expect(found.map((entry) => entry.image.id)).toEqual(['blurred']);
    expect(found[0]?.resolution.dpi).toBe(200);
  });
});
