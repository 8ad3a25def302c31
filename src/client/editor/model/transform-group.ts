import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { normaliseRotation } from '../../../shared/layout/normalise-rotation.js';
import { applyElementPatch } from './apply-element-patch.js';
import { getElementCentre, getElementSize } from '../../../shared/layout/element-box.js';
import type { MeasureText } from '../../../shared/layout/estimate-text-size.js';
import { rotateVector } from '../../../shared/layout/geometry.js';
import { getGroupFrame } from './group-frame.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';
import { buildSizePatch } from './resize-element.js';

export interface TransformGroupArgs {
  /** The group's members (or any elements that turn and scale as one). */
  ids: readonly string[];
  /** Clockwise turn about the group's centre, degrees. */
  degrees?: number;
  /** Size factor about the group's centre (1: unchanged). */
  scale?: number;
  measureText?: MeasureText;
}

/**
 * Turns and scales a group as one rigid piece about the centre of its frame (group-frame.ts):
 * each member's centre moves with the group, its own angle turns by the same amount, and its
 * size scales the way its handles would scale it (a text by its font size), within the schema's
 * ranges. A group with a locked member does not move at all, like locked clip-art on its own.
 */
export function transformGroup(document: LayoutDocument, args: TransformGroupArgs): LayoutDocument {
  const degrees = args.degrees ?? 0;
  const scale = args.scale ?? 1;
  if (!Number.isFinite(degrees) || !Number.isFinite(scale) || scale <= 0) return document;
  if (normaliseRotation(degrees) === 0 && scale === 1) return document;
  const wanted = new Set(args.ids);
  const members = document.elements.filter((element) => wanted.has(element.id));
  const frame = getGroupFrame(members, args.measureText);
  if (frame === null || members.some(isLocked)) return document;
  const pivot = frame.centre;
  return mapElements(document, args.ids, (element) => {
    const centre = getElementCentre(element, args.measureText);
    const turned = rotateVector({ x: (centre.x - pivot.x) * scale, y: (centre.y - pivot.y) * scale }, degrees);
    const sized = scale === 1 ? element : applyElementPatch(element, buildSizePatch(element, scale, scale), document.template);
    return placeAboutCentre(sized, { x: pivot.x + turned.x, y: pivot.y + turned.y }, normaliseRotation(element.rotation + degrees), args.measureText);
  });
}

/** The element at this angle with its visual centre here (Konva turns about (x, y), the corner). */
function placeAboutCentre<E extends LayoutElement>(element: E, centre: { x: number; y: number }, rotation: number, measureText?: MeasureText): E {
  const { width, height } = getElementSize(element, measureText);
  const offset = rotateVector({ x: width / 2, y: height / 2 }, rotation);
  return { ...element, rotation, x: centre.x - offset.x, y: centre.y - offset.y };
}

/** The group's rotation field: turns the whole group so that its angle (its bottom member's) becomes `rotation`. */
export function setGroupRotation(document: LayoutDocument, args: { ids: readonly string[]; rotation: number; measureText?: MeasureText }): LayoutDocument {
  if (!Number.isFinite(args.rotation)) return document;
  const first = document.elements.find((element) => args.ids.includes(element.id));
  if (first === undefined) return document;
  const degrees = normaliseRotation(args.rotation - first.rotation);
  return transformGroup(document, { ids: args.ids, degrees, ...(args.measureText === undefined ? {} : { measureText: args.measureText }) });
}
