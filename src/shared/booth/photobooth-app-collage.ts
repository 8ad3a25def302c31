import type { LayoutDocument } from '../layout/layout-document.js';
import { placeForPhotoboothApp } from './photobooth-app-placement.js';
import { findSlotFrames, roundPixels, type SlotFrame } from './slot-frames.js';

/**
 * One CollageMergeDefinition of photobooth-app (its pydantic config model): the photo is
 * cover-fitted to width × height, turned by `rotate` degrees counter-clockwise about its centre
 * (PIL rotate with expand, pasted back so the centre stays), with (pos_x, pos_y) the top-left
 * corner of the unrotated box; pos_z orders the layers. Every field is a non-negative integer
 * except `rotate`.
 */
export interface PhotoboothAppMergeDefinition {
  description: string;
  pos_x: number;
  pos_y: number;
  pos_z: number;
  width: number;
  height: number;
  rotate: number;
}

/** The collage action's canvas size and its merge_definition list, ready to paste in. */
export interface PhotoboothAppCollage {
  canvas_width: number;
  canvas_height: number;
  merge_definition: PhotoboothAppMergeDefinition[];
}

/**
 * Our clockwise angle becomes their counter-clockwise one (sign flipped, whole degrees). The box
 * is placed as the program places it (placeForPhotoboothApp): around the frame's centre, grown
 * when their model's non-negative positions would otherwise move a turned frame's photo off its
 * hole. The size rounds up so a grown box never falls short of the frame.
 */
export function toPhotoboothAppDefinition(frame: SlotFrame, layer: number): PhotoboothAppMergeDefinition {
  const { box, kind } = placeForPhotoboothApp(frame);
  return {
    description: `Cornice slot ${layer + 1}`,
    pos_x: Math.max(0, roundPixels(box.x)),
    pos_y: Math.max(0, roundPixels(box.y)),
    pos_z: layer,
    width: kind === 'enlarged' ? Math.ceil(box.width) : roundPixels(box.width),
    height: kind === 'enlarged' ? Math.ceil(box.height) : roundPixels(box.height),
    rotate: -Math.round(frame.rotation) + 0,
  };
}

export function buildPhotoboothAppCollage(document: LayoutDocument): PhotoboothAppCollage {
  return {
    canvas_width: document.template.width,
    canvas_height: document.template.height,
    merge_definition: findSlotFrames(document).map(toPhotoboothAppDefinition),
  };
}

/**
 * The collage action's `processing` block (photobooth-app src/photobooth/services/config/groups/
 * actions.py, CollageProcessing), ready to paste over `actions.collage[0].processing` in its
 * config: the canvas, the merge definitions, our background behind the photos
 * (canvas_img_background_*) and our overlay as the front image (canvas_img_front_*: "pasted on
 * top over photos and backgrounds, photos are visible only through transparent parts"). Files are
 * paths from the app's working directory and must be inside userdata/ (the same model: "File
 * needs to be located in working directory/userdata/*"). Live texts stay off: ours are drawn in.
 */
export interface PhotoboothAppProcessing extends PhotoboothAppCollage {
  canvas_fill_background_enable: false;
  canvas_img_background_enable: true;
  canvas_img_background_file: string;
  canvas_img_front_enable: true;
  canvas_img_front_file: string;
  canvas_texts_enable: false;
  canvas_texts: [];
}

/** The folder every photobooth-app file the pack carries lives in, from the working directory. */
export const photoboothAppUserdata = 'userdata';

export function buildPhotoboothAppProcessing(document: LayoutDocument, folder: string): PhotoboothAppProcessing {
  return {
    ...buildPhotoboothAppCollage(document),
    canvas_fill_background_enable: false,
    canvas_img_background_enable: true,
    canvas_img_background_file: `${folder}/background.png`,
    canvas_img_front_enable: true,
    canvas_img_front_file: `${folder}/overlay.png`,
    canvas_texts_enable: false,
    canvas_texts: [],
  };
}
