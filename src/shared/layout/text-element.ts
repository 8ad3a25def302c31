import { z } from 'zod';
import { Colour } from './colour.js';
import { ElementBase } from './element-base.js';
import { layoutRanges } from './layout-ranges.js';

const { fontSize, lineHeight, textWidth } = layoutRanges;

export const FontWeight = z.enum(['normal', 'bold']);
export type FontWeight = z.infer<typeof FontWeight>;

export const FontStyle = z.enum(['normal', 'italic']);
export type FontStyle = z.infer<typeof FontStyle>;

export const TextAlign = z.enum(['left', 'center', 'right']);
export type TextAlign = z.infer<typeof TextAlign>;

/** A text block; `content` may hold newlines. Without `width` the text does not wrap. */
export const TextElement = ElementBase.extend({
  type: z.literal('text'),
  content: z.string(),
  color: Colour,
  fontSize: z.number().min(fontSize.min).max(fontSize.max),
  fontFamily: z.string().min(1),
  fontWeight: FontWeight,
  fontStyle: FontStyle,
  textAlign: TextAlign,
  lineHeight: z.number().min(lineHeight.min).max(lineHeight.max),
  width: z.number().min(textWidth.min).optional(),
});
export type TextElement = z.infer<typeof TextElement>;
