import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { modelOf } from '../../../shared/layout/kinds/element-models.js';

/**
 * Locked elements (clip-art the template placed, anything locked from the layers panel) cannot
 * be dragged, resized or deleted. Every geometry command asks this, so that a keyboard nudge or a
 * multi-selection cannot move what the mouse cannot.
 */
export function isLocked(element: LayoutElement): boolean {
  return modelOf(element).isLocked(element);
}
