import type { LayoutDocument } from '../layout/layout-document.js';
import { findSlotFrames, roundPixels, type SlotFrame } from './slot-frames.js';
import { planTwoUpSheet } from '../print/two-up-sheet.js';

/** One entry of PhotoboothProject's `layout`: x, y, width, height, rotation, applyFrame. */
export type PhotoboothProjectSlot = [x: number, y: number, width: number, height: number, rotation: number, applyFrame: boolean];

/**
 * A collage layout file of PhotoboothProject/photobooth, in the extended object form its docs
 * describe ("Custom collage design", v4.99+; the shipped files template/collage/portrait/*.json):
 * canvas `width`/`height` in pixels, `layout` as [x, y, w, h, rotation, applyFrame] rows (numbers
 * here, never their 'x*0.5' expressions; rotation a whole number of degrees), the `background`
 * under the photos and the `frame` laid once over the finished collage (`apply_frame: "once"`),
 * so each row's own applyFrame is false. `text_custom_style: false` and `text_disabled: true`
 * switch off the admin's text-on-collage (src/Collage.php createCollage): our texts are already
 * drawn into the frame, never left as live text.
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
  text_custom_style: false;
  text_disabled: true;
  layout: PhotoboothProjectSlot[];
}

/**
 * Where the images go, under the photobooth's root (the web root, /var/www/html on a Pi install);
 * the layout file names them from that root with a leading slash, as the docs' examples do.
 */
export const photoboothProjectFolder = 'private/images/cornice';

/** The number of photos a PhotoboothProject collage takes until the operator sets another (its collage limit). */
export const photoboothProjectDefaultLimit = 4;

/**
 * Layout files are found by src/Utility/CollageLayoutScanner.php in private/collage/{portrait,
 * landscape,community}/*.json (listed in the admin's collage layout menu as 'private/collage/
 * <folder>/<id>', the id being the file name; PhotoboothProject/photobooth PR #1428, 2026) and
 * loaded from that path. Releases before it only look up fixed names (docs/faq/custom-collage.md:
 * '2x4-1.json' … 'collage.json', first in private/collage/<orientation>/): there our file is not
 * offered. The shipped layouts show what the two folders mean: template/collage/portrait/
 * 2x4-1.json holds upright photos (on an 1800×1200 canvas), template/collage/landscape/2x4-1.json
 * wide ones. Checked in PhotoboothProject/photobooth: src/Utility/CollageLayoutScanner.php,
 * src/Collage.php, src/Image.php (addPicture, rotateResizeImage, applyFrame),
 * template/collage/community/README.md (the required fields name, author, aspect_ratio, width,
 * height, layout; rotation an integer).
 */
export type PhotoboothProjectOrientation = 'portrait' | 'landscape';

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

export interface PhotoboothProjectImages {
  /** Folder of the two PNGs under the photobooth root, e.g. 'private/images/cornice/matrimonio'. */
  folder: string;
  background: string;
  frame: string;
}

export function buildPhotoboothProjectCollage(document: LayoutDocument, name: string, images: PhotoboothProjectImages = { folder: photoboothProjectFolder, background: 'background.png', frame: 'overlay.png' }): PhotoboothProjectCollage {
  const { width, height } = document.template;
  return describeCollage(name, width, height, images, findSlotFrames(document).map(toPhotoboothProjectSlot));
}

/**
 * The duplicated strip: a 2x6 layout printed twice on one 4x6 sheet from one set of shots. The
 * program does this for any layout whose id starts with '2x' (src/Collage.php: the photo limit is
 * ceil(rows / 2) and the shots list is repeated, `array_merge($editImages, $editImages)`, so row i
 * and row i + n show the same photo). The rows are the strip's, then the same rows moved to the
 * second copy; the frame and background are the sheet's (both copies).
 */
export function buildPhotoboothProjectStripSheet(document: LayoutDocument, name: string, images: PhotoboothProjectImages): PhotoboothProjectCollage | null {
  const sheet = planTwoUpSheet(document.template.width, document.template.height);
  if (sheet === null) return null;
  const frames = findSlotFrames(document);
  const rows = sheet.copies.flatMap((copy) => frames.map((frame) => toPhotoboothProjectSlot({ ...frame, x: frame.x + copy.x, y: frame.y + copy.y })));
  return describeCollage(name, sheet.width, sheet.height, images, rows);
}

function describeCollage(name: string, width: number, height: number, images: PhotoboothProjectImages, layout: PhotoboothProjectSlot[]): PhotoboothProjectCollage {
  return {
    name,
    author: 'Cornice',
    aspect_ratio: describeAspectRatio(width, height),
    width,
    height,
    background: `/${images.folder}/${images.background}`,
    frame: `/${images.folder}/${images.frame}`,
    apply_frame: 'once',
    text_custom_style: false,
    text_disabled: true,
    layout,
  };
}

/** The folder a layout belongs in: the orientation most of its photos have (upright: portrait). */
export function findPhotoboothProjectOrientation(document: LayoutDocument): PhotoboothProjectOrientation {
  const frames = findSlotFrames(document);
  const upright = frames.filter((frame) => (Math.abs(Math.round(frame.rotation)) % 180 === 90 ? frame.width > frame.height : frame.height > frame.width)).length;
  return frames.length > 0 && upright * 2 >= frames.length ? 'portrait' : 'landscape';
}

/**
 * The folder of a duplicated-strip sheet follows how its copies sit, as in the shipped 2x layouts
 * and in createCollage, which repeats the caption one half-width to the right for 'landscape' and
 * one half-height down for 'portrait': copies side by side (upright strips) are landscape.
 */
export function findStripSheetOrientation(document: LayoutDocument): PhotoboothProjectOrientation | null {
  const sheet = planTwoUpSheet(document.template.width, document.template.height);
  if (sheet === null) return null;
  return sheet.copies[1].x > 0 ? 'landscape' : 'portrait';
}

/** '2:3' for 1200×1800, '1:3' for 600×1800. */
export function describeAspectRatio(width: number, height: number): string {
  const divisor = greatestCommonDivisor(Math.round(width), Math.round(height));
  return `${Math.round(width) / divisor}:${Math.round(height) / divisor}`;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? Math.max(a, 1) : greatestCommonDivisor(b, a % b);
}
