import type { LayoutElement } from './layout-element.js';

/** The fields of one element type a property control may change: all but its identity. */
export type ElementPatchOf<E extends LayoutElement> = Partial<Omit<E, 'id' | 'type'>>;

type PatchOf<E> = E extends LayoutElement ? ElementPatchOf<E> : never;

/**
 * The fields a property control may change: any field of one element type except its identity.
 * Values are checked and clamped when applied, because they come straight from inputs.
 */
export type ElementPatch = PatchOf<LayoutElement>;
