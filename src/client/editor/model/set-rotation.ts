import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { normaliseRotation } from '../../../shared/layout/normalise-rotation.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';
import { rotateAboutCentre } from './rotate-about-centre.js';

/** The rotation slider (-180..180): sets the angle, turning about the element's centre. */
export function setRotation(document: LayoutDocument, args: { id: string; rotation: number; measureText?: MeasureText }): LayoutDocument {
  if (!Number.isFinite(args.rotation)) return document;
  const rotation = normaliseRotation(args.rotation);
  return mapElements(document, [args.id], (element) => (isLocked(element) ? element : rotateAboutCentre(element, rotation, args.measureText)));
}
