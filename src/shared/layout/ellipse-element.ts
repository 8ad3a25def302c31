import { z } from 'zod';
import { Colour } from './colour.js';
import { ElementBase } from './element-base.js';
import { layoutRanges } from './layout-ranges.js';

const { elementWidth, strokeWidth } = layoutRanges;

/**
 * An ellipse (a circle when its sides are equal) filling its box: (x, y) is the box's top-left
 * corner and the rotation origin, as for every element. The outline lies inside the box, as a
 * frame's border does, so the box the operator sizes is all the ellipse covers; a width of 0
 * draws none.
 */
export const EllipseElement = ElementBase.extend({
  type: z.literal('ellipse'),
  width: z.number().min(elementWidth.min),
  height: z.number().positive(),
  fillColor: Colour,
  strokeColor: Colour,
  strokeWidth: z.number().min(strokeWidth.min).max(strokeWidth.max),
});
export type EllipseElement = z.infer<typeof EllipseElement>;
