import { describe, expect, it } from 'vitest';
import { computeWatermarkTiles } from './watermark-tiles.js';

describe('computeWatermarkTiles', () => {
  const tiles = computeWatermarkTiles({ width: 1200, height: 1800, stepX: 400, stepY: 300, angle: 35 });

  it('covers the whole image, corners included', () => {
    expect(tiles.some((tile) => tile.x <= 0 && tile.y <= 0)).toBe(true);
    expect(tiles.some((tile) => tile.x >= 1200 && tile.y >= 1800)).toBe(true);
    expect(tiles.length).toBeGreaterThan(20);
  });

  it('leans at +35° and -35°, in alternating rows', () => {
    expect(new Set(tiles.map((tile) => tile.rotation))).toEqual(new Set([35, -35]));
    const firstRow = tiles.filter((tile) => tile.y === tiles[0]?.y);
    expect(new Set(firstRow.map((tile) => tile.rotation)).size).toBe(1);
  });

  it('gives nothing for an empty image or a zero step', () => {
    expect(computeWatermarkTiles({ width: 0, height: 100, stepX: 10, stepY: 10, angle: 35 })).toEqual([]);
    expect(computeWatermarkTiles({ width: 100, height: 100, stepX: 0, stepY: 10, angle: 35 })).toEqual([]);
  });
});
