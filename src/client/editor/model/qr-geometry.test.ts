import { describe, expect, it } from 'vitest';
import { layoutQrModules } from './qr-geometry.js';

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
