import type { LayoutDocument } from '../../../shared/layout/layout-document.js';
import { applyElementPatch } from './apply-element-patch.js';
import { mapElements } from './map-elements.js';

/**
 * The image width input (spec §2): at least 10 px, the height following the original aspect
 * ratio. Other elements are left alone; their width inputs go through updateElement.
 */
export function setImageWidth(document: LayoutDocument, args: { id: string; width: number }): LayoutDocument {
  return mapElements(document, [args.id], (element) => (element.type === 'image' ? applyElementPatch(element, { width: args.width }, document.template) : element));
}
