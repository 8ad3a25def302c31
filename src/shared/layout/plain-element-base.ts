import type { ElementBase } from './element-base.js';

/**
 * The base fields of an element drawn as it is: upright, opaque, no shadow. Starter layouts
 * and tests spread it under their own place and size.
 */
export const plainElementBase = {
  rotation: 0,
  opacity: 1,
  shadowEnabled: false,
  shadowColor: '#000000',
  shadowBlur: 0,
  shadowOffsetX: 0,
  shadowOffsetY: 0,
} as const satisfies Omit<ElementBase, 'id' | 'x' | 'y'>;
