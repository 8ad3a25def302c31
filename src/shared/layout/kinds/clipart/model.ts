import type { ClipartElement } from '../../clipart-element.js';
import { boxSideRange, noClearableFields, type ElementModel } from '../element-model.js';
import { allAnchors, ratioKeepingHandles } from '../transformer-config.js';

export const clipartModel: ElementModel<ClipartElement> = {
  size: (element) => ({ width: element.width, height: element.height }),
  isLocked: (element) => element.locked,
  scaledSize: (element, scaleX, scaleY) => (element.keepRatio ? { width: element.width * scaleX } : { width: element.width * scaleX, height: element.height * scaleY }),
  pageScaled: (element, k) => ({ ...element, width: element.width * k, height: element.height * k }),
  sideRange: (side) => boxSideRange(side),
  clearableFields: noClearableFields,
  lockedRatio: (element, patched) => (patched['keepRatio'] === true ? element.height / element.width : null),
  handles: (element) => (element.keepRatio ? ratioKeepingHandles : { enabledAnchors: allAnchors, keepRatio: false, rotateEnabled: true }),
  // The copy is the user's own new element: a locked copy could never be moved or deleted.
  pastedCopy: (element) => ({ ...element, locked: false }),
  // Built-in assets: not an upload, so the server's accounting of uploads passes over it.
  // Clip-art is decoration: a separator may cross it.
  blocksNewLine: false,
  shownName: (element) => {
    const file = element.src.split(/[?#]/)[0]?.split('/').pop() ?? '';
    const stem = file.replace(/\.[a-z0-9]+$/i, '').replace(/[-_\s]+/g, ' ').trim();
    return stem === '' || /^[\d\s]+$/.test(stem) ? null : stem.charAt(0).toUpperCase() + stem.slice(1);
  },
  lockedField: (locked) => locked,
  fontFamilies: () => [],
  sources: (element) => [element.src],
};
