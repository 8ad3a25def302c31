import { clamp } from './clamp.js';
import type { CreationContext } from './creation-context.js';
import { createBaseFields } from './create-base-fields.js';
import { toTemplatePx } from './display-scale.js';
import { elementDefaults } from './element-defaults.js';
import type { EllipseElement } from './ellipse-element.js';
import { layoutRanges } from './layout-ranges.js';

const defaults = elementDefaults.ellipse;

/** An ellipse, 150 × 100 screen px at 60/60, filled light with a thin dark outline, never wider than the template. */
export function createEllipseElement(context: CreationContext): EllipseElement {
  const maxWidth = Math.max(layoutRanges.elementWidth.min, context.template.width);
  const width = clamp(toTemplatePx(defaults.width, context.scale), layoutRanges.elementWidth.min, maxWidth);
  return {
    ...createBaseFields(context.scale, { blur: elementDefaults.image.shadowBlur, offset: elementDefaults.image.shadowOffset }),
    id: context.createId(),
    type: 'ellipse',
    x: toTemplatePx(defaults.x, context.scale),
    y: toTemplatePx(defaults.y, context.scale),
    width,
    height: (width * defaults.height) / defaults.width,
    fillColor: defaults.fillColor,
    strokeColor: defaults.strokeColor,
    strokeWidth: clamp(Math.round(toTemplatePx(defaults.strokeWidth, context.scale)), layoutRanges.strokeWidth.min, layoutRanges.strokeWidth.max),
  };
}
