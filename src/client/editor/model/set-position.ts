import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';

/** Places one element's origin at (x, y): the end of a drag reports where the node is. */
export function setPosition(document: LayoutDocument, args: { id: string; x: number; y: number }): LayoutDocument {
  const { x, y } = args;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return document;
  return mapElements(document, [args.id], (element) => (isLocked(element) || (element.x === x && element.y === y) ? element : { ...element, x, y }));
}
