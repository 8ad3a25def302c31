import { z } from 'zod';
import { Colour } from './colour.js';
import { layoutRanges } from './layout-ranges.js';

const { opacity, rotation, shadowBlur } = layoutRanges;

/** Longest layer name the panel accepts. */
export const elementNameMaxLength = 60;

/**
 * Fields every element carries. There is no zIndex: the order of
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
  /**
   * Layers panel, all optional so every version-1 document stays valid: a name the
   * operator gave the element, hidden (neither drawn nor exported) and locked (cannot be moved,
   * resized or removed; clip-art makes this field required).
   */
  name: z.string().max(elementNameMaxLength).optional(),
  hidden: z.boolean().optional(),
  locked: z.boolean().optional(),
  /**
   * Groups. A group is not an element of its own: its members share this id and sit
   * next to each other in `elements`. Chosen over a nested `group` element because every older
   * document stays valid untouched, the drawing order stays one flat array (layers, reorder and
   * z-order need no tree), and everything that walks `elements` (exports, booth slots, fonts,
   * low-resolution marks, the server's checks) keeps seeing every member with its own page
   * coordinates, with nothing to flatten. The editor's commands keep members contiguous and drop
   * the id from a member left alone (model/grouping.ts), so a document never needs repair.
   */
  groupId: z.string().min(1).max(64).optional(),
  /**
   * 'Modificabile dal cliente': the client may change this element from the draft page (today a
   * text's content only; see shared/client-fields). Optional, so every older document stays valid.
   */
  clientEditable: z.boolean().optional(),
});
export type ElementBase = z.infer<typeof ElementBase>;
