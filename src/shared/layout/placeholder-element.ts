import { z } from 'zod';
import { Colour } from './colour.js';
import { ElementBase } from './element-base.js';
import { layoutRanges } from './layout-ranges.js';

const { borderWidth, elementWidth } = layoutRanges;

/**
 * A photo placeholder frame. The spec models it as clip-art with isPlaceholder; a type of its
 * own removes the optional border fields from every other clip-art and lets the switch over
 * element types say what a frame can do. The view draws the sample photo itself.
 */
export const PlaceholderElement = ElementBase.extend({
  type: z.literal('placeholder'),
  width: z.number().min(elementWidth.min),
  height: z.number().positive(),
  borderEnabled: z.boolean(),
  borderColor: Colour,
  borderWidth: z.number().min(borderWidth.min).max(borderWidth.max),
  /** Spec §9: a frame always keeps its ratio; the literal makes that a document invariant. */
  keepRatio: z.literal(true),
});
export type PlaceholderElement = z.infer<typeof PlaceholderElement>;
