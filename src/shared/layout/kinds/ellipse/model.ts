import { clamp } from '../../clamp.js';
import { layoutRanges } from '../../layout-ranges.js';
import type { EllipseElement } from '../../ellipse-element.js';
import { boxKindDefaults, type ElementModel } from '../element-model.js';
import { allAnchors } from '../transformer-config.js';

export const ellipseModel: ElementModel<EllipseElement> = {
  ...boxKindDefaults<EllipseElement>(),
  size: (element) => ({ width: element.width, height: element.height }),
  // Each side follows its own handle; the outline keeps its thickness, as a frame's border does.
  scaledSize: (element, scaleX, scaleY) => ({ width: element.width * scaleX, height: element.height * scaleY }),
  pageScaled: (element, k) => ({ ...element, width: element.width * k, height: element.height * k, strokeWidth: clamp(element.strokeWidth * k, layoutRanges.strokeWidth.min, layoutRanges.strokeWidth.max) }),
  lockedRatio: () => null,
  handles: () => ({ enabledAnchors: allAnchors, keepRatio: false, rotateEnabled: true }),
};
