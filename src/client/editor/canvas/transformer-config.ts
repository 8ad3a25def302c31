import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { modelOf } from '../../../shared/layout/kinds/element-models.js';
import { cornerAnchors, textSideAnchors, type TransformerConfig } from '../../../shared/layout/kinds/transformer-config.js';
import { isLocked } from '../model/is-locked.js';

export function isTextSideAnchor(anchor: string | null): boolean {
  return textSideAnchors.some((side) => side === anchor);
}

/**
 * The handles the selection gets: one element gets its kind's (kinds/<kind>/model.ts); locked
 * elements get none at all; several elements at once scale together from the corners, keeping
 * their ratio.
 */
export function getTransformerConfig(selected: readonly LayoutElement[]): TransformerConfig | null {
  const movable = selected.filter((element) => !isLocked(element));
  if (movable.length === 0) return null;
  const [only] = movable;
  if (movable.length > 1 || only === undefined) return { enabledAnchors: cornerAnchors, keepRatio: true, rotateEnabled: true };
  return modelOf(only).handles(only);
}
