import { layoutRanges } from '../../layout-ranges.js';
import type { QrCodeElement } from '../../qrcode-element.js';
import { boxSideRange, noClearableFields, type ElementModel } from '../element-model.js';
import { ratioKeepingHandles } from '../transformer-config.js';

export const qrCodeModel: ElementModel<QrCodeElement> = {
  size: (element) => ({ width: element.size, height: element.size }),
  isLocked: (element) => element.locked === true,
  // The handles keep the ratio; the width's scale is the one the user pulled.
  scaledSize: (element, scaleX) => ({ size: element.size * scaleX }),
  // One size, no sides to keep in ratio.
  // The quiet zone is counted in modules, so it follows the size; a code stays big enough to read.
  pageScaled: (element, k) => ({ ...element, size: Math.max(layoutRanges.qrSize.min, element.size * k) }),
  sideRange: (side) => boxSideRange(side),
  clearableFields: noClearableFields,
  lockedRatio: () => null,
  handles: () => ratioKeepingHandles,
  pastedCopy: (element) => element,
  // A line over the code would stop phones reading it.
  blocksNewLine: true,
  shownName: () => null,
  lockedField: (locked) => (locked ? true : undefined),
  fontFamilies: () => [],
  sources: () => [],
};
