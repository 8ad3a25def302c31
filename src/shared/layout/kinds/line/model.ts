import { clamp } from '../../clamp.js';
import { layoutRanges } from '../../layout-ranges.js';
import type { LineElement } from '../../line-element.js';
import { noClearableFields, type ElementModel } from '../element-model.js';

export const lineModel: ElementModel<LineElement> = {
  size: (element) => ({ width: element.width, height: element.height }),
  isLocked: (element) => element.locked === true,
  // A separator only gets longer; it keeps its thickness.
  scaledSize: (element, scaleX) => ({ width: element.width * scaleX }),
  // On a larger page the separator is thicker too, as everything on it is.
  pageScaled: (element, k) => ({ ...element, width: element.width * k, height: clamp(element.height * k, layoutRanges.lineThickness.min, layoutRanges.lineThickness.max) }),
  // Spec §2: a separator is at most as wide as the canvas; its height is its thickness.
  sideRange: (side, canvas) =>
    side === 'width' ? { min: layoutRanges.elementWidth.min, max: Math.max(layoutRanges.elementWidth.min, canvas.width) } : { min: layoutRanges.lineThickness.min, max: layoutRanges.lineThickness.max },
  clearableFields: noClearableFields,
  lockedRatio: () => null,
  handles: () => ({ enabledAnchors: ['middle-right'], keepRatio: false, rotateEnabled: true }),
  pastedCopy: (element) => element,
  blocksNewLine: false,
  shownName: () => null,
  lockedField: (locked) => (locked ? true : undefined),
  fontFamilies: () => [],
  sources: () => [],
};
