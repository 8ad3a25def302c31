import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { PlaceholderElement } from '../../../shared/layout/placeholder-element.js';

/**
 * The photo frame under a point of the page (template pixels): the topmost visible frame whose
 * rotated rectangle holds it. Elements rotate about their top-left corner (x, y), as Konva does.
 */
export function findFrameAt(elements: readonly LayoutElement[], point: { x: number; y: number }): PlaceholderElement | null {
  for (let index = elements.length - 1; index >= 0; index -= 1) {
    const element = elements[index];
    // Only photo frames take a dropped photo.
    if (element === undefined || element.type !== 'placeholder' || element.hidden === true) continue;
    const radians = (-element.rotation * Math.PI) / 180;
    const dx = point.x - element.x;
    const dy = point.y - element.y;
    const localX = dx * Math.cos(radians) - dy * Math.sin(radians);
    const localY = dx * Math.sin(radians) + dy * Math.cos(radians);
    if (localX >= 0 && localX <= element.width && localY >= 0 && localY <= element.height) return element;
  }
  return null;
}
