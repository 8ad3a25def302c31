import { z } from 'zod';
import { Colour } from './colour.js';
import { ElementBase } from './element-base.js';
import { layoutRanges } from './layout-ranges.js';

const { elementWidth, lineThickness } = layoutRanges;

/**
 * A separator line: `height` is its thickness. The upper width bound (the canvas width) is
 * applied by the editor commands, not here: a line wider than the canvas is harmless to draw,
 * and rejecting it would throw away a whole saved document for one slider value.
 */
export const LineElement = ElementBase.extend({
  type: z.literal('line'),
  width: z.number().min(elementWidth.min),
  height: z.number().min(lineThickness.min).max(lineThickness.max),
  color: Colour,
});
export type LineElement = z.infer<typeof LineElement>;
