import type { Rect } from './layout.js';

/**
 * The booth camera shapes a template's photo windows are drawn for: 3:2 (DSLR and mirrorless)
 * and 4:3 (phones and compacts), as the editor's booth checks know them. A window of the
 * camera's shape takes the photo whole; any other shape cuts some of it away.
 */
export type CameraShape = '3:2' | '4:3';

const longOverShort: Record<CameraShape, number> = { '3:2': 3 / 2, '4:3': 4 / 3 };

/** The camera's ratio (width / height) for a window lying down or standing up as `cell` does (a square lies down). */
export function cameraRatioFor(cell: { w: number; h: number }, camera: CameraShape): number {
  const ratio = longOverShort[camera];
  return cell.h > cell.w ? 1 / ratio : ratio;
}

/** The largest rect of `ratio` inside `cell`: its width and height. */
function fitInside(cell: Rect, ratio: number): { w: number; h: number } {
  return cell.w / cell.h > ratio ? { w: cell.h * ratio, h: cell.h } : { w: cell.w, h: cell.w / ratio };
}

/** The share of the cells' area the camera's shape keeps. */
function keptShare(cells: readonly Rect[], camera: CameraShape): number {
  const total = cells.reduce((sum, cell) => sum + cell.w * cell.h, 0);
  const kept = cells.reduce((sum, cell) => {
    const fit = fitInside(cell, cameraRatioFor(cell, camera));
    return sum + fit.w * fit.h;
  }, 0);
  return total === 0 ? 1 : kept / total;
}

/** The camera whose shape fits the cells best (3:2 on a tie, the booths' usual camera). */
export function chooseCamera(cells: readonly Rect[]): CameraShape {
  return keptShare(cells, '4:3') > keptShare(cells, '3:2') + 1e-9 ? '4:3' : '3:2';
}

/**
 * Each cell's window at the camera's exact shape: the largest that fits, pushed to the side of its
 * cell that faces the middle of `area`, so a grid of windows stays together with the spare room
 * round its outside. A window alone across the band's direction sits against the band (the
 * names), the spare room going to the page's edge; alone the other way, it sits in the middle.
 */
export function fitCellsToCamera(cells: readonly Rect[], area: Rect, camera: CameraShape, band?: Rect): Rect[] {
  const middleX = area.x + area.w / 2;
  const middleY = area.y + area.h / 2;
  // -1: the band is before the area on that axis, 1: after it, 0: beside it (or no band).
  const bandSide = (areaStart: number, areaSize: number, bandStart: number | undefined, bandSize: number | undefined): number => {
    if (bandStart === undefined || bandSize === undefined) return 0;
    if (bandStart + bandSize <= areaStart + 0.5) return -1;
    if (bandStart >= areaStart + areaSize - 0.5) return 1;
    return 0;
  };
  const sideX = bandSide(area.x, area.w, band?.x, band?.w);
  const sideY = bandSide(area.y, area.h, band?.y, band?.h);
  const place = (start: number, size: number, fitted: number, middle: number, side: number): number => {
    const centre = start + size / 2;
    const slack = size - fitted;
    if (Math.abs(centre - middle) < 1) return side === 0 ? start + slack / 2 : side > 0 ? start + slack : start;
    return centre < middle ? start + slack : start;
  };
  const windows = cells.map((cell) => {
    const fit = fitInside(cell, cameraRatioFor(cell, camera));
    return { x: place(cell.x, cell.w, fit.w, middleX, sideX), y: place(cell.y, cell.h, fit.h, middleY, sideY), w: fit.w, h: fit.h };
  });
  return keepLineTogether(cells, windows);
}

/**
 * Three or more cells in one row (or one column), such as a strip's: the windows keep the cells'
 * gap between them, evenly, and the spare room is shared by the two ends. Pushed towards the
 * middle one by one, the middle window met one neighbour and left a wider gap on its other side.
 */
function keepLineTogether(cells: readonly Rect[], windows: Rect[]): Rect[] {
  const first = cells[0];
  const last = cells[cells.length - 1];
  if (cells.length < 3 || first === undefined || last === undefined) return windows;
  const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.5;
  const isRow = cells.every((c) => same(c.y, first.y) && same(c.h, first.h));
  const isColumn = cells.every((c) => same(c.x, first.x) && same(c.w, first.w));
  if (!isRow && !isColumn) return windows;
  const along = isRow ? (r: Rect): [number, number] => [r.x, r.w] : (r: Rect): [number, number] => [r.y, r.h];
  const [start, firstSize] = along(first);
  const [lastStart, lastSize] = along(last);
  const gap = along(cells[1] ?? first)[0] - start - firstSize;
  const sizes = windows.map((wnd) => along(wnd)[1]);
  const used = sizes.reduce((sum, size) => sum + size, 0) + gap * (cells.length - 1);
  const slack = lastStart + lastSize - start - used;
  let at = start + slack / 2;
  return windows.map((wnd, i) => {
    const placed = isRow ? { ...wnd, x: at } : { ...wnd, y: at };
    at += (sizes[i] ?? 0) + gap;
    return placed;
  });
}
