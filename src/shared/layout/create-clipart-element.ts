import { clamp } from './clamp.js';
import type { ClipartElement } from './clipart-element.js';
import type { CreationContext } from './creation-context.js';
import { createBaseFields } from './create-base-fields.js';
import { toTemplatePx } from './display-scale.js';
import { elementDefaults } from './element-defaults.js';
import { layoutRanges } from './layout-ranges.js';

const defaults = elementDefaults.clipart;

export interface ClipartOptions {
  clipartId: string;
  src: string;
  /** From the clip-art catalogue entry. */
  keepRatio: boolean;
  /** Natural height / width of the picture; the library's emoji are square, hence 1. */
  aspectRatio?: number;
}

/** A clip-art item, 80 screen px wide at 60/60. Shadow numbers are the image's. */
export function createClipartElement(context: CreationContext, options: ClipartOptions): ClipartElement {
  const width = clamp(toTemplatePx(defaults.width, context.scale), layoutRanges.elementWidth.min);
  const ratio = options.aspectRatio !== undefined && Number.isFinite(options.aspectRatio) && options.aspectRatio > 0 ? options.aspectRatio : 1;
  return {
    ...createBaseFields(context.scale, { blur: elementDefaults.image.shadowBlur, offset: elementDefaults.image.shadowOffset }),
    id: context.createId(),
    type: 'clipart',
    clipartId: options.clipartId,
    src: options.src,
    x: toTemplatePx(defaults.x, context.scale),
    y: toTemplatePx(defaults.y, context.scale),
    width,
    height: width * ratio,
    keepRatio: options.keepRatio,
    locked: false,
  };
}
