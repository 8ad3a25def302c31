import type { QrCodeElement } from '../../qrcode-element.js';
import type { ElementModel } from '../element-model.js';
import { ratioKeepingHandles } from '../transformer-config.js';

export const qrCodeModel: ElementModel<QrCodeElement> = {
  size: (element) => ({ width: element.size, height: element.size }),
  isLocked: (element) => element.locked === true,
  // The handles keep the ratio; the width's scale is the one the user pulled.
  scaledSize: (element, scaleX) => ({ size: element.size * scaleX }),
  // One size, no sides to keep in ratio.
  lockedRatio: () => null,
  handles: () => ratioKeepingHandles,
  pastedCopy: (element) => element,
  sources: () => [],
};
