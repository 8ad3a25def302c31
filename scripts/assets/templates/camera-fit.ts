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
  return cells.map((cell) => {
    const fit = fitInside(cell, cameraRatioFor(cell, camera));
    return { x: place(cell.x, cell.w, fit.w, middleX, sideX), y: place(cell.y, cell.h, fit.h, middleY, sideY), w: fit.w, h: fit.h };
  });
}
