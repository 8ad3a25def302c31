import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';

/** Moves every listed element by (dx, dy) template px; locked clip-art stays put. */
export function moveElements(document: LayoutDocument, args: { ids: readonly string[]; dx: number; dy: number }): LayoutDocument {
  const { dx, dy } = args;
  if (!Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0)) return document;
  return mapElements(document, args.ids, (element) => (isLocked(element) ? element : { ...element, x: element.x + dx, y: element.y + dy }));
}
