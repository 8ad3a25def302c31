import { z } from 'zod';
import { ElementBase } from './element-base.js';
import { layoutRanges } from './layout-ranges.js';

/** A clip-art item from the library. Locked items cannot be moved, resized or removed. */
export const ClipartElement = ElementBase.extend({
  type: z.literal('clipart'),
  clipartId: z.string().min(1),
  src: z.string().min(1),
  width: z.number().min(layoutRanges.elementWidth.min),
  height: z.number().positive(),
  keepRatio: z.boolean(),
  locked: z.boolean(),
});
export type ClipartElement = z.infer<typeof ClipartElement>;
