import { layoutRanges } from '../../layout-ranges.js';
import type { QrCodeElement } from '../../qrcode-element.js';
import { boxKindDefaults, type ElementModel } from '../element-model.js';
import { ratioKeepingHandles } from '../transformer-config.js';

export const qrCodeModel: ElementModel<QrCodeElement> = {
  ...boxKindDefaults<QrCodeElement>(),
  size: (element) => ({ width: element.size, height: element.size }),
  // The handles keep the ratio; the width's scale is the one the user pulled.
  scaledSize: (element, scaleX) => ({ size: element.size * scaleX }),
  // The quiet zone is counted in modules, so it follows the size; a code stays big enough to read.
  pageScaled: (element, k) => ({ ...element, size: Math.max(layoutRanges.qrSize.min, element.size * k) }),
  // One size, no sides to keep in ratio.
  lockedRatio: () => null,
  handles: () => ratioKeepingHandles,
};
