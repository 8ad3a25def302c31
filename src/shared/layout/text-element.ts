import { z } from 'zod';
import { Colour } from './colour.js';
import { ElementBase } from './element-base.js';
import { layoutRanges } from './layout-ranges.js';

const { fontSize, lineHeight, textWidth, textFitHeight, letterSpacing, strokeWidth } = layoutRanges;

export const FontWeight = z.enum(['normal', 'bold']);
export type FontWeight = z.infer<typeof FontWeight>;

export const FontStyle = z.enum(['normal', 'italic']);
export type FontStyle = z.infer<typeof FontStyle>;

export const TextAlign = z.enum(['left', 'center', 'right']);
export type TextAlign = z.infer<typeof TextAlign>;

/**
 * A text block; `content` may hold newlines. Without `width` the text does not wrap.
 *
 * The optional fields below came after version 1; every one is optional, so each version-1 document
 * stays valid and reads as before (no wrap change, no spacing, as typed, no outline):
 * - `autoFit` ('Riduci per adattare', needs `width`): the text is not wrapped; each typed line
 *   stays one line and the drawn size shrinks from `fontSize` until the widest line fits the
 *   width and, when `fitHeight` is set, all lines fit that height. `fontSize` stays the size the
 *   operator chose; the drawn size is computed (client/editor/model/fit-font-size.ts).
 * - `letterSpacing`: extra template px after each letter.
 * - `uppercase`: drawn in capitals; `content` keeps what was typed.
 * - `strokeColor` and `strokeWidth`: an outline drawn outside the letters, shown when the width is over 0.
 */
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
  autoFit: z.boolean().optional(),
  fitHeight: z.number().min(textFitHeight.min).optional(),
  letterSpacing: z.number().min(letterSpacing.min).max(letterSpacing.max).optional(),
  uppercase: z.boolean().optional(),
  strokeColor: Colour.optional(),
  strokeWidth: z.number().min(strokeWidth.min).max(strokeWidth.max).optional(),
});
export type TextElement = z.infer<typeof TextElement>;
