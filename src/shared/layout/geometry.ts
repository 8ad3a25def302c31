/** Template-pixel geometry shared by boxes, snapping and rotation. */
export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** An axis-aligned box: top-left corner and size. */
export interface Box extends Point, Size {}

/** Rotates a vector clockwise by `degrees` (screen axes: y points down, as in Konva). */
export function rotateVector(vector: Point, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return { x: vector.x * cos - vector.y * sin, y: vector.x * sin + vector.y * cos };
}
