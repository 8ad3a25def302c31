import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { normaliseRotation } from '../../../shared/layout/normalise-rotation.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';
import { rotateAboutCentre } from './rotate-about-centre.js';

/**
 * Turns the listed elements by `degrees` (clockwise positive), each about its own centre, wrapping
 * modulo 360 into -180..180 (spec §5). Locked clip-art does not turn: it cannot be transformed.
 */
export function rotateElements(document: LayoutDocument, args: { ids: readonly string[]; degrees: number; measureText?: MeasureText }): LayoutDocument {
  if (!Number.isFinite(args.degrees)) return document;
  return mapElements(document, args.ids, (element) =>
    isLocked(element) ? element : rotateAboutCentre(element, normaliseRotation(element.rotation + args.degrees), args.measureText),
  );
}
