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
 * Its collage code (src/Image.php addPicture) cover-fits each photo to the row's width × height
 * and turns it with GD's imagerotate, which is counter-clockwise for a positive angle and takes
 * whole degrees, so our clockwise angle is negated and rounded. At ±90° the row is the box the
 * turned photo fills (width and height swapped). At any other angle (rotateResizeImage) the turned
 * photo is shrunk until its bounding box fits back in the row's box and is centred there: the row
 * is that much larger than the frame, around the same centre and of the same shape, so the
 * shrunk photo comes out at the frame's own size and covers its hole.
 */
export function toPhotoboothProjectSlot(frame: SlotFrame): PhotoboothProjectSlot {
  const degrees = Math.round(frame.rotation);
  const rotation = -degrees + 0;
  const centreX = frame.x + frame.width / 2;
  const centreY = frame.y + frame.height / 2;
  if (Math.abs(degrees) === 90) {
    return [roundPixels(centreX - frame.height / 2), roundPixels(centreY - frame.width / 2), roundPixels(frame.height), roundPixels(frame.width), rotation, false];
  }
  const grow = 1 / computeGdShrink(frame.width, frame.height, degrees);
  const width = frame.width * grow;
  const height = frame.height * grow;
  return [roundPixels(centreX - width / 2), roundPixels(centreY - height / 2), roundPixels(width), roundPixels(height), rotation, false];
}

/** The factor rotateResizeImage scales a width × height picture turned by `degrees` by, to fit it back in width × height (1 when it fits already). */
function computeGdShrink(width: number, height: number, degrees: number): number {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  return Math.min(1, width / (width * cos + height * sin), height / (width * sin + height * cos));
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
