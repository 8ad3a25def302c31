import { z } from 'zod';
import { Colour } from './colour.js';
import { layoutRanges } from './layout-ranges.js';

const { opacity, rotation, shadowBlur } = layoutRanges;

/**
 * Fields every element carries (spec §3). There is no zIndex: the order of
 * `LayoutDocument.elements` is the drawing order (first is bottom), so two elements can never
 * share a level and bring-to-front is "move to the end of the array".
 *
 * (x, y) is the top-left corner of the unrotated box and also the rotation origin, which is
 * Konva's default: the view copies node.x(), node.y() and node.rotation() back unchanged.
 * Rotation is in degrees, clockwise, normalised to -180..180.
 */
export const ElementBase = z.object({
  id: z.string().min(1),
  x: z.number(),
  y: z.number(),
  rotation: z.number().min(rotation.min).max(rotation.max),
  opacity: z.number().min(opacity.min).max(opacity.max),
  shadowEnabled: z.boolean(),
  shadowColor: Colour,
  shadowBlur: z.number().min(shadowBlur.min).max(shadowBlur.max),
  shadowOffsetX: z.number(),
  shadowOffsetY: z.number(),
});
export type ElementBase = z.infer<typeof ElementBase>;
