import { describe, expect, it } from 'vitest';
import { layoutQrModules, snapQrRects } from './qr-geometry.js';

// A 3-module symbol: a dark run of two, a lone module, a full row.
const matrix = { size: 3, data: [1, 1, 0, 0, 0, 1, 1, 1, 1] };

describe('layoutQrModules', () => {
  it('divides the side by the modules plus the quiet zone on both sides', () => {
    const drawing = layoutQrModules(matrix, 110, 4);
    expect(drawing.moduleSize).toBe(10);
    expect(drawing.offset).toBe(40);
  });

  it('merges each row’s dark runs into one rectangle and leaves light modules empty', () => {
    expect(layoutQrModules(matrix, 110, 4).rects).toEqual([
      { x: 40, y: 40, width: 20, height: 10 },
      { x: 60, y: 50, width: 10, height: 10 },
      { x: 40, y: 60, width: 30, height: 10 },
    ]);
  });

  it('fills the whole side when there is no quiet zone', () => {
    const drawing = layoutQrModules(matrix, 30, 0);
    expect(drawing.offset).toBe(0);
    expect(drawing.rects.at(-1)).toEqual({ x: 0, y: 20, width: 30, height: 10 });
  });
});

describe('snapQrRects', () => {
  // 300 px over 37 modules (a version-3 symbol with 4 modules of quiet zone): 8.108 px a module.
  const drawing = layoutQrModules({ size: 29, data: Array.from({ length: 29 * 29 }, (_, index) => (index * 7) % 3 === 0) }, 300, 4);
  const toOutput = (value: number, scale: number, translate: number) => scale * value + translate;

  it('puts every module edge on a whole output pixel, wherever the code sits', () => {
    const transform = { scaleX: 1, scaleY: 1, translateX: 137.37, translateY: 412.8 };
    const snapped = snapQrRects(drawing, transform);
    expect(snapped).toHaveLength(drawing.rects.length);
    snapped.forEach((rect, index) => {
      const original = drawing.rects[index];
      for (const [edge, scale, translate] of [
        [rect.x, 1, 137.37],
        [rect.x + rect.width, 1, 137.37],
        [rect.y, 1, 412.8],
        [rect.y + rect.height, 1, 412.8],
      ] as const) {
        const output = toOutput(edge, scale, translate);
        expect(Math.abs(output - Math.round(output))).toBeLessThan(1e-6);
      }
      // No edge moves by more than half a pixel.
      expect(Math.abs(rect.x - (original?.x ?? Number.NaN))).toBeLessThanOrEqual(0.5 + 1e-9);
      expect(Math.abs(rect.x + rect.width - ((original?.x ?? 0) + (original?.width ?? 0)))).toBeLessThanOrEqual(0.5 + 1e-9);
    });
  });

  it('keeps neighbouring rows touching: a shared edge snaps to the same pixel', () => {
    const snapped = snapQrRects(drawing, { scaleX: 2.5, scaleY: 2.5, translateX: 3.3, translateY: 7.9 });
    const rowEdges = new Map<number, number>();
    drawing.rects.forEach((rect, index) => rowEdges.set(Math.round(rect.y / drawing.moduleSize), snapped[index]?.y ?? Number.NaN));
    drawing.rects.forEach((rect, index) => {
      const nextRow = rowEdges.get(Math.round(rect.y / drawing.moduleSize) + 1);
      const bottom = (snapped[index]?.y ?? 0) + (snapped[index]?.height ?? 0);
      if (nextRow !== undefined) expect(bottom).toBeCloseTo(nextRow, 9);
    });
  });

  it('leaves a preview whose modules are under two output pixels as it is', () => {
    expect(snapQrRects(drawing, { scaleX: 0.2, scaleY: 0.2, translateX: 0.3, translateY: 0.3 })).toBe(drawing.rects);
  });
});
