import type { LayoutElement } from '../../../shared/layout/layout-element.js';

type PatchOf<E> = E extends LayoutElement ? Partial<Omit<E, 'id' | 'type'>> : never;

/**
 * The fields a property control may change: any field of one element type except its identity.
 * Values are checked and clamped when applied, because they come straight from inputs.
 */
export type ElementPatch = PatchOf<LayoutElement>;
