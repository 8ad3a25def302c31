import type { ImageElement } from '../../image-element.js';
import { boxSideRange, noClearableFields, type ElementModel } from '../element-model.js';
import { ratioKeepingHandles } from '../transformer-config.js';

export const imageModel: ElementModel<ImageElement> = {
  size: (element) => ({ width: element.width, height: element.height }),
  isLocked: (element) => element.locked === true,
  // The height follows from the picture's own ratio.
  scaledSize: (element, scaleX) => ({ width: element.width * scaleX }),
  pageScaled: (element, k) => ({ ...element, width: element.width * k, height: element.height * k }),
  sideRange: (side) => boxSideRange(side),
  clearableFields: noClearableFields,
  lockedRatio: (_element, patched) => Number(patched['originalHeight']) / Number(patched['originalWidth']),
  handles: () => ratioKeepingHandles,
  pastedCopy: (element) => element,
  blocksNewLine: true,
  shownName: () => null,
  lockedField: (locked) => (locked ? true : undefined),
  fontFamilies: () => [],
  sources: (element) => [element.src],
};
