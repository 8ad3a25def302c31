import type { LayoutDocument } from '../layout/layout-document.js';
import { printDpi } from '../catalog/formats.js';
import { findSlotFrames, roundDegrees, roundPixels } from './slot-frames.js';

/**
 * slots.json, our own neutral description of the photo holes for any booth software:
 * pixels of the exported PNGs, origin at the top-left corner; (x, y, width, height) is the
 * unrotated rectangle and `rotation` turns it clockwise, in degrees, about its centre.
 */
export interface SlotsFile {
  canvas: { width: number; height: number; dpi: number };
  slots: { x: number; y: number; width: number; height: number; rotation: number }[];
}

export function buildSlotsFile(document: LayoutDocument): SlotsFile {
  const { width, height } = document.template;
  return {
    canvas: { width, height, dpi: printDpi },
    slots: findSlotFrames(document).map((frame) => ({
      x: roundPixels(frame.x),
      y: roundPixels(frame.y),
      width: roundPixels(frame.width),
      height: roundPixels(frame.height),
      rotation: roundDegrees(frame.rotation),
    })),
  };
}
