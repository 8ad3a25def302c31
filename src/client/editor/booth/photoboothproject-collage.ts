import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { findSlotFrames, roundPixels, type SlotFrame } from './slot-frames.js';

/** One entry of PhotoboothProject's `layout`: x, y, width, height, rotation, applyFrame. */
export type PhotoboothProjectSlot = [x: number, y: number, width: number, height: number, rotation: number, applyFrame: boolean];

/**
 * collage.json of PhotoboothProject/photobooth (template/collage/*.json, "Custom collage
 * designes" README): canvas `width`/`height` in pixels, `layout` as arrays (numbers here, never
 * their 'x*0.5' expressions), plus the `background` under the photos and the `frame` laid once
 * over the finished collage (`apply_frame: "once"`), so each slot's own applyFrame is false.
 */
export interface PhotoboothProjectCollage {
  name: string;
  author: string;
  aspect_ratio: string;
  width: number;
  height: number;
  background: string;
  frame: string;
  apply_frame: 'once';
  layout: PhotoboothProjectSlot[];
}

/** Where the README asks the operator to copy the two PNGs, relative to the photobooth folder. */
export const photoboothProjectFolder = 'private/images/cornice';

/**
 * Its collage code (src/Image.php addPicture) turns each photo with GD's imagerotate, which is
 * counter-clockwise for a positive angle and takes whole degrees, so our clockwise angle is
 * negated and rounded. At ±90° the box it is given is the one the turned photo fills (width and
 * height swapped, the axis-aligned box); at any other angle it turns the photo inside the
 * unrotated box about the box's centre, as our slot frame is defined.
 */
export function toPhotoboothProjectSlot(frame: SlotFrame): PhotoboothProjectSlot {
  const degrees = Math.round(frame.rotation);
  const rotation = -degrees + 0;
  if (Math.abs(degrees) === 90) {
    const centreX = frame.x + frame.width / 2;
    const centreY = frame.y + frame.height / 2;
    return [roundPixels(centreX - frame.height / 2), roundPixels(centreY - frame.width / 2), roundPixels(frame.height), roundPixels(frame.width), rotation, false];
  }
  return [roundPixels(frame.x), roundPixels(frame.y), roundPixels(frame.width), roundPixels(frame.height), rotation, false];
}

export function buildPhotoboothProjectCollage(document: LayoutDocument, name: string): PhotoboothProjectCollage {
  const { width, height } = document.template;
  return {
    name,
    author: 'Cornice',
    aspect_ratio: describeAspectRatio(width, height),
    width,
    height,
    background: `${photoboothProjectFolder}/background.png`,
    frame: `${photoboothProjectFolder}/overlay.png`,
    apply_frame: 'once',
    layout: findSlotFrames(document).map(toPhotoboothProjectSlot),
  };
}

/** '2:3' for 1200×1800, '1:3' for 600×1800. */
export function describeAspectRatio(width: number, height: number): string {
  const divisor = greatestCommonDivisor(Math.round(width), Math.round(height));
  return `${Math.round(width) / divisor}:${Math.round(height) / divisor}`;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? Math.max(a, 1) : greatestCommonDivisor(b, a % b);
}
