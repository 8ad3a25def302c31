import { clamp } from '../../../shared/layout/clamp.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { layoutRanges } from '../../../shared/layout/layout-ranges.js';
import { PlaceholderElement } from '../../../shared/layout/placeholder-element.js';
import { slotRatios, type SlotRatioId } from '../../../shared/layout/slot-ratios.js';
import { getElementCentre } from '../../../shared/layout/element-box.js';
import { rotateVector, type Size } from '../../../shared/layout/geometry.js';
import { mapElements } from './map-elements.js';

/** How far (relative) a frame may be from a ratio and still show it as the active one. */
const activeTolerance = 0.01;

/** The camera ratio a frame has now, if any (within 1 %, so a rounded size still shows it). */
export function findSlotRatio(size: Size): SlotRatioId | null {
  const current = size.width / size.height;
  return slotRatios.find((entry) => Math.abs(current / entry.ratio - 1) <= activeTolerance)?.id ?? null;
}

/**
 * Reshapes a photo frame to a camera ratio, keeping its area and its centre (rotated frames
 * too). Area, not width: switching 3:2 to 2:3 then turns a landscape frame upright at the same
 * size on the page (300 × 200 becomes 200 × 300) instead of growing it by half, and the frame
 * stays where the template put it. The width is at least the usual 10 px. Other elements, and
 * a frame already at that exact ratio, are left alone; a frame is resized only by this command,
 * since its handles and width field keep the ratio it has.
 */
export function applySlotRatio(document: LayoutDocument, args: { id: string; ratio: SlotRatioId }): LayoutDocument {
  const target = slotRatios.find((entry) => entry.id === args.ratio);
  if (target === undefined) return document;
  return mapElements(document, [args.id], (element) => {
    if (element.type !== 'placeholder') return element;
    if (Math.abs(element.width / element.height - target.ratio) < 1e-9) return element;
    const area = element.width * element.height;
    const width = clamp(Math.sqrt(area * target.ratio), layoutRanges.elementWidth.min);
    const height = width / target.ratio;
    const centre = getElementCentre(element);
    const half = rotateVector({ x: width / 2, y: height / 2 }, element.rotation);
    const parsed = PlaceholderElement.safeParse({ ...element, width, height, x: centre.x - half.x, y: centre.y - half.y });
    return parsed.success ? parsed.data : element;
  });
}
