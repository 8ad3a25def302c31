import { assertNever } from '../../../shared/util/assert-never.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';

/**
 * Locked clip-art cannot be dragged, resized or deleted (spec §5). Every geometry command asks
 * this, so that a keyboard nudge or a multi-selection cannot move what the mouse cannot.
 */
export function isLocked(element: LayoutElement): boolean {
  switch (element.type) {
    case 'clipart':
      return element.locked;
    case 'text':
    case 'image':
    case 'placeholder':
    case 'line':
    case 'qrcode':
      // Any element can be locked from the layers panel.
      return element.locked === true;
    default:
      return assertNever(element);
  }
}
