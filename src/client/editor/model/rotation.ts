import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { getElementCentre, getElementSize } from '../../../shared/layout/element-box.js';
import { estimateTextSize, type MeasureText } from '../../../shared/layout/estimate-text-size.js';
import { rotateVector } from '../../../shared/layout/geometry.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { normaliseRotation } from '../../../shared/layout/normalise-rotation.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';
import { findWholeGroups } from './grouping.js';
import { transformGroup } from './transform-group.js';

/**
 * Sets the rotation and moves the origin so that the visual centre stays where it was. Konva
 * rotates about (x, y), the top-left corner; turning only the angle would swing the element
 * around that corner, which is not what a keyboard step or a slider should look like.
 */
export function rotateAboutCentre<E extends LayoutElement>(element: E, rotation: number, measureText: MeasureText = estimateTextSize): E {
  if (rotation === element.rotation) return element;
  const { width, height } = getElementSize(element, measureText);
  const centre = getElementCentre(element, measureText);
  const offset = rotateVector({ x: width / 2, y: height / 2 }, rotation);
  return { ...element, rotation, x: centre.x - offset.x, y: centre.y - offset.y };
}

/**
 * Turns the listed elements by `degrees` (clockwise positive), each about its own centre, wrapping
 * modulo 360 into -180..180. Locked clip-art does not turn: it cannot be transformed.
 */
export function rotateElements(document: LayoutDocument, args: { ids: readonly string[]; degrees: number; measureText?: MeasureText }): LayoutDocument {
  if (!Number.isFinite(args.degrees)) return document;
  return mapElements(document, args.ids, (element) =>
    isLocked(element) ? element : rotateAboutCentre(element, normaliseRotation(element.rotation + args.degrees), args.measureText),
  );
}

/** The rotation slider (-180..180): sets the angle, turning about the element's centre. */
export function setRotation(document: LayoutDocument, args: { id: string; rotation: number; measureText?: MeasureText }): LayoutDocument {
  if (!Number.isFinite(args.rotation)) return document;
  const rotation = normaliseRotation(args.rotation);
  return mapElements(document, [args.id], (element) => (isLocked(element) ? element : rotateAboutCentre(element, rotation, args.measureText)));
}

/**
 * PageUp / PageDown on the selection: a whole group turns about its own centre as one piece;
 * any other selected element turns about its own centre, as before groups.
 */
export function rotateSelection(document: LayoutDocument, args: { ids: readonly string[]; degrees: number; measureText?: MeasureText }): LayoutDocument {
  const groups = [...findWholeGroups(document, args.ids).values()].map((members) => members.map((member) => member.id));
  const grouped = new Set(groups.flat());
  const measure = args.measureText === undefined ? {} : { measureText: args.measureText };
  const loose = rotateElements(document, { ids: args.ids.filter((id) => !grouped.has(id)), degrees: args.degrees, ...measure });
  return groups.reduce((current, ids) => transformGroup(current, { ids, degrees: args.degrees, ...measure }), loose);
}
