import { clamp } from './clamp.js';
import type { CreationContext } from './creation-context.js';
import { createBaseFields } from './create-base-fields.js';
import { toTemplatePx } from './display-scale.js';
import { elementDefaults } from './element-defaults.js';
import { layoutRanges } from './layout-ranges.js';
import type { PlaceholderElement } from './placeholder-element.js';

const defaults = elementDefaults.placeholder;

/** A photo frame, 150 × 100 screen px at 70/70 with a white 5 px border. */
export function createPlaceholderElement(context: CreationContext): PlaceholderElement {
  const width = clamp(toTemplatePx(defaults.width, context.scale), layoutRanges.elementWidth.min);
  return {
    ...createBaseFields(context.scale, { blur: elementDefaults.image.shadowBlur, offset: elementDefaults.image.shadowOffset }),
    id: context.createId(),
    type: 'placeholder',
    x: toTemplatePx(defaults.x, context.scale),
    y: toTemplatePx(defaults.y, context.scale),
    width,
    height: (width * defaults.height) / defaults.width,
    borderEnabled: true,
    borderColor: defaults.borderColor,
    borderWidth: clamp(toTemplatePx(defaults.borderWidth, context.scale), layoutRanges.borderWidth.min, layoutRanges.borderWidth.max),
    keepRatio: true,
  };
}
