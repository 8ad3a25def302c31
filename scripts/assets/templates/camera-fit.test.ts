import { describe, expect, it } from 'vitest';
import { chooseCamera, fitCellsToCamera } from './camera-fit.js';

describe('camera fit', () => {
  it('chooses the camera that keeps more of the cells: 4:3 for near-4:3 cells, 3:2 for wide ones and on a tie', () => {
    expect(chooseCamera([{ x: 0, y: 0, w: 936, h: 1194 }])).toBe('4:3');
    expect(chooseCamera([{ x: 0, y: 0, w: 1600, h: 1000 }])).toBe('3:2');
    expect(chooseCamera([])).toBe('3:2');
  });

  it("narrows each cell to the camera's exact shape, lying or upright as the cell is", () => {
    const [portrait, landscape] = fitCellsToCamera(
      [
        { x: 0, y: 0, w: 936, h: 1194 },
        { x: 0, y: 0, w: 1100, h: 984 },
      ],
      { x: 0, y: 0, w: 2000, h: 2000 },
      '4:3',
    );
    expect((portrait?.w ?? 0) / (portrait?.h ?? 1)).toBeCloseTo(3 / 4, 9);
    expect(portrait?.h).toBe(1194);
    expect((landscape?.w ?? 0) / (landscape?.h ?? 1)).toBeCloseTo(4 / 3, 9);
    expect(landscape?.w).toBe(1100);
  });

  it('keeps a grid together: each window goes to the side of its cell facing the middle; a single one is centred', () => {
    const area = { x: 0, y: 0, w: 1000, h: 400 };
    const [left, right] = fitCellsToCamera(
      [
        { x: 0, y: 0, w: 490, h: 200 },
        { x: 510, y: 0, w: 490, h: 200 },
      ],
      area,
      '3:2',
    );
    expect(left?.x).toBeCloseTo(490 - 300, 9);
    expect(right?.x).toBe(510);
    const [single] = fitCellsToCamera([{ x: 100, y: 0, w: 800, h: 400 }], { x: 100, y: 0, w: 800, h: 400 }, '3:2');
    expect(single).toEqual({ x: 200, y: 0, w: 600, h: 400 });
  });

  it('puts a window alone across the band against the band, the spare room at the page edge', () => {
    const area = { x: 0, y: 0, w: 900, h: 1000 };
    const [below] = fitCellsToCamera([area], area, '4:3', { x: 0, y: 1050, w: 900, h: 300 });
    // Narrowed across the band's direction: still in the middle.
    expect(below).toEqual({ x: 75, y: 0, w: 750, h: 1000 });
    const wide = { x: 0, y: 0, w: 1200, h: 1000 };
    const [aboveBand] = fitCellsToCamera([wide], wide, '4:3', { x: 0, y: 1050, w: 1200, h: 300 });
    expect(aboveBand).toEqual({ x: 0, y: 100, w: 1200, h: 900 });
    const [belowBand] = fitCellsToCamera([wide], wide, '4:3', { x: 0, y: -350, w: 1200, h: 300 });
    expect(belowBand).toEqual({ x: 0, y: 0, w: 1200, h: 900 });
  });

  it('keeps three or more windows in a row together, evenly spaced by the cells\' gap, the spare room shared by both ends', () => {
    const cells = [0, 1, 2].map((i) => ({ x: i * 420, y: 0, w: 400, h: 450 }));
    const area = { x: 0, y: 0, w: 1240, h: 450 };
    for (const band of [undefined, { x: 1264, y: 0, w: 300, h: 450 }]) {
      const windows = fitCellsToCamera(cells, area, '4:3', band);
      const gaps = windows.slice(1).map((wnd, i) => wnd.x - ((windows[i]?.x ?? 0) + (windows[i]?.w ?? 0)));
      expect(gaps.map((gap) => Math.round(gap))).toEqual([20, 20]);
      expect(windows.every((wnd) => wnd.w === 337.5 && wnd.h === 450)).toBe(true);
      expect(windows[0]?.x).toBeCloseTo((1240 - 3 * 337.5 - 40) / 2, 6);
    }
  });
});
