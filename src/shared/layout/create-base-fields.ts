import { clamp } from './clamp.js';
import { toTemplatePx } from './display-scale.js';
import { elementDefaults } from './element-defaults.js';
import type { ElementBase } from './element-base.js';
import { layoutRanges } from './layout-ranges.js';

type BaseFields = Omit<ElementBase, 'id' | 'x' | 'y'>;

/**
 * The fields every new element shares: upright, opaque, shadow off. The spec's shadow numbers
 * are what the shadow controls show once the user turns the shadow on.
 */
export function createBaseFields(scale: number, shadow: { blur: number; offset: number }): BaseFields {
  // Whole pixels: the panel shows these numbers, and 5.389221556886228 reads as noise (item 8).
  const offset = Math.round(toTemplatePx(shadow.offset, scale));
  return {
    rotation: 0,
    opacity: 1,
    shadowEnabled: false,
    shadowColor: elementDefaults.shadowColor,
    shadowBlur: clamp(Math.round(toTemplatePx(shadow.blur, scale)), layoutRanges.shadowBlur.min, layoutRanges.shadowBlur.max),
    shadowOffsetX: offset,
    shadowOffsetY: offset,
  };
}
