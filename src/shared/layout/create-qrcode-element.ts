import { clamp } from './clamp.js';
import type { CreationContext } from './creation-context.js';
import { createBaseFields } from './create-base-fields.js';
import { toTemplatePx } from './display-scale.js';
import { elementDefaults } from './element-defaults.js';
import { layoutRanges } from './layout-ranges.js';
import type { QrCodeElement } from './qrcode-element.js';

const defaults = elementDefaults.qrcode;

/**
 * A QR code for `url` (already checked with readQrLink): black on white, an inch wide (at most
 * half the template's short side, for a strip), 4 modules of quiet zone, level M. Its shadow
 * starts off and has no control: a blurred copy under the modules only makes it harder to read.
 */
export function createQrCodeElement(context: CreationContext, options: { url: string }): QrCodeElement {
  const shortSide = Math.min(context.template.width, context.template.height);
  return {
    ...createBaseFields(context.scale, { blur: elementDefaults.image.shadowBlur, offset: elementDefaults.image.shadowOffset }),
    id: context.createId(),
    type: 'qrcode',
    url: options.url,
    x: toTemplatePx(defaults.x, context.scale),
    y: toTemplatePx(defaults.y, context.scale),
    size: clamp(Math.min(defaults.size, shortSide / 2), layoutRanges.qrSize.min),
    color: defaults.color,
    backgroundEnabled: true,
    backgroundColor: defaults.backgroundColor,
    quietZone: defaults.quietZone,
    errorCorrection: defaults.errorCorrection,
  };
}
