import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { getElementSize } from '../../../shared/layout/element-box.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import { rotateVector, type Point } from '../../../shared/layout/geometry.js';

/** A group's box, turned with the group: its centre on the page, its size, its angle. */
export interface GroupFrame {
  centre: Point;
  width: number;
  height: number;
  /** The group's angle: its bottom member's rotation, degrees clockwise. */
  rotation: number;
}

/**
 * The box around the members, measured along the group's own axes (its bottom member's angle),
 * as design tools show a turned group. Turning the group about this centre turns the box with
 * it and leaves the centre where it is, so a turn by θ and then by −θ gives the members back,
 * and a slider that turns the group step by step never drifts. Null for no members.
 */
export function getGroupFrame(members: readonly LayoutElement[], measureText?: MeasureText): GroupFrame | null {
  const [first] = members;
  if (first === undefined) return null;
  const rotation = first.rotation;
  // Each member's corners, turned back by the group's angle (about the page origin).
  const corners = members.flatMap((element) => {
    const { width, height } = getElementSize(element, measureText);
    return [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: 0, y: height },
      { x: width, y: height },
    ].map((corner) => {
      const turned = rotateVector(corner, element.rotation);
      return rotateVector({ x: element.x + turned.x, y: element.y + turned.y }, -rotation);
    });
  });
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const top = Math.min(...ys);
  const bottom = Math.max(...ys);
  const centre = rotateVector({ x: (left + right) / 2, y: (top + bottom) / 2 }, rotation);
  return { centre, width: right - left, height: bottom - top, rotation };
}
