import type { ImageElement } from '../../image-element.js';
import { boxKindDefaults, type ElementModel } from '../element-model.js';
import { ratioKeepingHandles } from '../transformer-config.js';

export const imageModel: ElementModel<ImageElement> = {
  ...boxKindDefaults<ImageElement>(),
  size: (element) => ({ width: element.width, height: element.height }),
  // The height follows from the picture's own ratio.
  scaledSize: (element, scaleX) => ({ width: element.width * scaleX }),
  pageScaled: (element, k) => ({ ...element, width: element.width * k, height: element.height * k }),
  lockedRatio: (_element, patched) => Number(patched['originalHeight']) / Number(patched['originalWidth']),
  handles: () => ratioKeepingHandles,
  sources: (element) => [element.src],
};
