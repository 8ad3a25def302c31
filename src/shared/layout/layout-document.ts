import { z } from 'zod';
import { LayoutElement } from './layout-element.js';

/** The version this code writes; migrate() brings older documents up to it. */
export const currentSchemaVersion = 1;

/** The largest template an upload may be (its longer side, its pixels): no page is larger. */
export const maxTemplateSide = 8000;
export const maxTemplatePixels = 40_000_000;

/** The template under the elements: its image path and native size (300 dpi for the catalogue). */
export const LayoutTemplate = z
  .object({
    path: z.string().min(1),
    width: z.number().int().positive().max(maxTemplateSide),
    height: z.number().int().positive().max(maxTemplateSide),
    dpi: z.number().positive(),
  })
  .refine((template) => template.width * template.height <= maxTemplatePixels, { message: `more than ${maxTemplatePixels} pixels`, path: ['width'] });
export type LayoutTemplate = z.infer<typeof LayoutTemplate>;

/**
 * A layout: plain, serialisable data. Coordinates are template pixels; the stage scales them for
 * display. `elements` is in drawing order: the first is at the bottom, the last on top.
 */
export const LayoutDocument = z
  .object({
    schemaVersion: z.literal(currentSchemaVersion),
    template: LayoutTemplate,
    elements: z.array(LayoutElement),
  })
  .superRefine((doc, ctx) => {
    // Commands, selection and history address elements by id: a duplicate would make one of
    // them unreachable.
    const seen = new Set<string>();
    doc.elements.forEach((element, index) => {
      if (seen.has(element.id)) {
        ctx.addIssue({ code: 'custom', path: ['elements', index, 'id'], message: `duplicate element id "${element.id}"` });
      }
      seen.add(element.id);
    });
  });
export type LayoutDocument = z.infer<typeof LayoutDocument>;
