import { clamp } from './clamp.js';
import type { CreationContext } from './creation-context.js';
import { createBaseFields } from './create-base-fields.js';
import { toTemplatePx } from './display-scale.js';
import { elementDefaults } from './element-defaults.js';
import type { ImageElement } from './image-element.js';
import { layoutRanges } from './layout-ranges.js';

const defaults = elementDefaults.image;

export interface ImageOptions {
  src: string;
  /** The decoded image's natural size: the height follows it, now and on every resize. */
  originalWidth: number;
  originalHeight: number;
}

/** An uploaded image, 150 screen px wide at 50/50. */
export function createImageElement(context: CreationContext, options: ImageOptions): ImageElement {
  const width = clamp(toTemplatePx(defaults.width, context.scale), layoutRanges.elementWidth.min);
  return {
    ...createBaseFields(context.scale, { blur: defaults.shadowBlur, offset: defaults.shadowOffset }),
    id: context.createId(),
    type: 'image',
    src: options.src,
    x: toTemplatePx(defaults.x, context.scale),
    y: toTemplatePx(defaults.y, context.scale),
    width,
    height: width * readAspectRatio(options),
    originalWidth: options.originalWidth,
    originalHeight: options.originalHeight,
  };
}

/** Height / width of the original; 1 for a size that cannot be divided, rather than NaN. */
function readAspectRatio({ originalWidth, originalHeight }: ImageOptions): number {
  const ratio = originalHeight / originalWidth;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}
