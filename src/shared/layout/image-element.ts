import { z } from 'zod';
import { ElementBase } from './element-base.js';
import { layoutRanges } from './layout-ranges.js';

/**
 * An uploaded image. The original size is kept so that the height can always be derived from
 * the width (images keep their aspect ratio).
 */
export const ImageElement = ElementBase.extend({
  type: z.literal('image'),
  src: z.string().min(1),
  width: z.number().min(layoutRanges.elementWidth.min),
  height: z.number().positive(),
  originalWidth: z.number().positive(),
  originalHeight: z.number().positive(),
});
export type ImageElement = z.infer<typeof ImageElement>;
