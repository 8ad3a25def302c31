import { modelOf } from '../../../shared/layout/kinds/element-models.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { layoutRanges } from '../../../shared/layout/layout-ranges.js';
import type { TextElement } from '../../../shared/layout/text-element.js';
import { applyElementPatch } from './apply-element-patch.js';
import type { ElementPatch } from '../../../shared/layout/element-patch.js';
import { isLocked } from './is-locked.js';
import { mapElements } from './map-elements.js';

export interface ResizeArgs {
  id: string;
  /** The node's scale at transform end; Konva leaves it on the node, the document never keeps it. */
  scaleX: number;
  scaleY: number;
  /** Where the node's origin ended up: dragging a top or left handle moves it. */
  x?: number;
  y?: number;
  rotation?: number;
  /** A text's side handle: the box width it was pulled to; the font size stays. */
  boxWidth?: number;
}

/**
 * Folds a transform's scale into the element's own fields: images, frames and
 * ratio-keeping clip-art scale both sides from the width; other clip-art scales freely; a text's
 * bottom-right handle scales its font size (by scaleY, the handle's vertical travel) within
 * 8..200 and its wrap width, spacing and outline with it, a side handle sets its box width, up to the page width; a separator only gets longer, up to the canvas width; a
 * QR code's side scales with the width.
 * Locked clip-art is not resized.
 */
export function resizeElement(document: LayoutDocument, args: ResizeArgs): LayoutDocument {
  if (!isUsableScale(args.scaleX) || !isUsableScale(args.scaleY)) return document;
  return mapElements(document, [args.id], (element) => {
    if (isLocked(element)) return element;
    // Only a text has side handles that set a box width (and a box its letters are fitted to).
    const size = element.type === 'text' && args.boxWidth !== undefined ? { width: Math.max(layoutRanges.textWidth.min, args.boxWidth) } : buildSizePatch(element, args.scaleX, args.scaleY);
    const placement = buildPlacementPatch(args);
    const patch: ElementPatch = element.type === 'text' ? fitTextBox(element, size, placement, document.template.width) : { ...size, ...placement };
    return applyElementPatch(element, patch, document.template);
  });
}

export function buildSizePatch(element: LayoutElement, scaleX: number, scaleY: number): ElementPatch {
  return modelOf(element).scaledSize(element, scaleX, scaleY) as ElementPatch;
}

/**
 * A wrap box grown past the page puts its handle where nobody can reach it and drags the text
 * off centre (item 3): the box stops at the page width, shrinking about its own
 * centre (along its rotated axis), so the handle stays on the page and a centred text stays centred.
 */
function fitTextBox(element: TextElement, size: ElementPatch, placement: Placement, pageWidth: number): ElementPatch {
  const width = 'width' in size ? size.width : undefined;
  if (width === undefined || width <= pageWidth) return { ...size, ...placement };
  const excess = width - pageWidth;
  const angle = ((placement.rotation ?? element.rotation) * Math.PI) / 180;
  const x = (placement.x ?? element.x) + (Math.cos(angle) * excess) / 2;
  const y = (placement.y ?? element.y) + (Math.sin(angle) * excess) / 2;
  return { ...size, ...placement, width: pageWidth, x, y };
}

interface Placement {
  x?: number;
  y?: number;
  rotation?: number;
}

function buildPlacementPatch(args: ResizeArgs): Placement {
  const patch: Placement = {};
  if (args.x !== undefined) patch.x = args.x;
  if (args.y !== undefined) patch.y = args.y;
  if (args.rotation !== undefined) patch.rotation = args.rotation;
  return patch;
}

function isUsableScale(scale: number): boolean {
  return Number.isFinite(scale) && scale > 0;
}
