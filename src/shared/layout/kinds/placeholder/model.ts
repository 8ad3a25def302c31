import { clamp } from '../../clamp.js';
import { layoutRanges } from '../../layout-ranges.js';
import type { PlaceholderElement } from '../../placeholder-element.js';
import { boxKindDefaults, type ElementModel } from '../element-model.js';
import { ratioKeepingHandles } from '../transformer-config.js';

export const placeholderModel: ElementModel<PlaceholderElement> = {
  ...boxKindDefaults<PlaceholderElement>(),
  size: (element) => ({ width: element.width, height: element.height }),
  // A frame keeps the ratio it has now: the height follows the width.
  scaledSize: (element, scaleX) => ({ width: element.width * scaleX }),
  pageScaled: (element, k) => ({ ...element, width: element.width * k, height: element.height * k, borderWidth: clamp(element.borderWidth * k, layoutRanges.borderWidth.min, layoutRanges.borderWidth.max) }),
  lockedRatio: (element) => element.height / element.width,
  handles: () => ratioKeepingHandles,
};
