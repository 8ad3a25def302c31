import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { applyElementPatch } from './apply-element-patch.js';
import type { ElementPatch } from '../../../shared/layout/element-patch.js';
import { mapElements } from './map-elements.js';

/**
 * A property control's change (colour, font size, opacity, border...): clamped to the spec
 * ranges, with unusable values ignored field by field (see applyElementPatch).
 */
export function updateElement(document: LayoutDocument, args: { id: string; patch: ElementPatch }): LayoutDocument {
  return mapElements(document, [args.id], (element) => applyElementPatch(element, args.patch, document.template));
}
