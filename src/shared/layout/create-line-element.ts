import { clamp } from './clamp.js';
import type { CreationContext } from './creation-context.js';
import { createBaseFields } from './create-base-fields.js';
import { toTemplatePx } from './display-scale.js';
import { elementDefaults } from './element-defaults.js';
import { layoutRanges } from './layout-ranges.js';
import type { LineElement } from './line-element.js';

const defaults = elementDefaults.line;

/** A separator, 150 × 3 screen px at 50/70 in #333333, never wider than the template. */
export function createLineElement(context: CreationContext): LineElement {
  const maxWidth = Math.max(layoutRanges.elementWidth.min, context.template.width);
  return {
    ...createBaseFields(context.scale, { blur: elementDefaults.image.shadowBlur, offset: elementDefaults.image.shadowOffset }),
    id: context.createId(),
    type: 'line',
    x: toTemplatePx(defaults.x, context.scale),
    y: toTemplatePx(defaults.y, context.scale),
    width: clamp(toTemplatePx(defaults.width, context.scale), layoutRanges.elementWidth.min, maxWidth),
    height: clamp(toTemplatePx(defaults.thickness, context.scale), layoutRanges.lineThickness.min, layoutRanges.lineThickness.max),
    color: defaults.color,
  };
}
