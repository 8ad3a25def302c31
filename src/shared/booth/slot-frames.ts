import type { LayoutDocument } from '../layout/layout-document.js';
import type { PlaceholderElement } from '../layout/placeholder-element.js';
import { rotateVector } from '../layout/geometry.js';

/**
 * A photo slot as booth software describes one: the unrotated rectangle (template pixels, from
 * the top-left corner of the canvas) and a clockwise rotation in degrees about its centre.
 * Exact values; each file format rounds them its own way.
 */
export interface SlotFrame {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees, clockwise (screen axes), about the rectangle's centre; -180..180. */
  rotation: number;
}

/**
 * The document's photo frames that booth software fills, in drawing order (bottom first). A
 * frame hidden from the layers panel is not drawn in any export, so it is no slot either: the
 * overlay would otherwise get a hole where the operator sees none.
 */
export function findPlaceholders(document: LayoutDocument): PlaceholderElement[] {
  return document.elements.filter((element): element is PlaceholderElement => element.type === 'placeholder' && element.hidden !== true);
}

/**
 * The layout stores (x, y) as the unrotated box's top-left corner and rotates about that corner,
 * as Konva does. Booth software rotates about the centre, so the centre is found first (the
 * box's centre turned about (x, y)) and the same-size rectangle is put around it: the shape the
 * user sees is unchanged, only the pivot moves.
 */
export function toSlotFrame(element: PlaceholderElement): SlotFrame {
  const offset = rotateVector({ x: element.width / 2, y: element.height / 2 }, element.rotation);
  const centreX = element.x + offset.x;
  const centreY = element.y + offset.y;
  return { x: centreX - element.width / 2, y: centreY - element.height / 2, width: element.width, height: element.height, rotation: element.rotation };
}

export function findSlotFrames(document: LayoutDocument): SlotFrame[] {
  return findPlaceholders(document).map(toSlotFrame);
}

/** Whole pixels, with -0 written as 0. */
export function roundPixels(value: number): number {
  return Math.round(value) + 0;
}

/** Degrees to hundredths (enough for any print), -0 as 0. */
export function roundDegrees(value: number): number {
  return Math.round(value * 100) / 100 + 0;
}
