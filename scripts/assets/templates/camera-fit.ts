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
 * round its outside, and a single window sits in the middle.
 */
export function fitCellsToCamera(cells: readonly Rect[], area: Rect, camera: CameraShape): Rect[] {
  const middleX = area.x + area.w / 2;
  const middleY = area.y + area.h / 2;
  const place = (start: number, size: number, fitted: number, middle: number): number => {
    const centre = start + size / 2;
    const slack = size - fitted;
    if (Math.abs(centre - middle) < 1) return start + slack / 2;
    return centre < middle ? start + slack : start;
  };
  return cells.map((cell) => {
    const fit = fitInside(cell, cameraRatioFor(cell, camera));
    return { x: place(cell.x, cell.w, fit.w, middleX), y: place(cell.y, cell.h, fit.h, middleY), w: fit.w, h: fit.h };
  });
}
