import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import { isLocked } from '../model/is-locked.js';

export type Anchor = 'top-left' | 'top-center' | 'top-right' | 'middle-right' | 'middle-left' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export interface TransformerConfig {
  enabledAnchors: Anchor[];
  keepRatio: boolean;
  rotateEnabled: boolean;
  /** A centred text grows about its centre, so it stays where the operator centred it (item 3). */
  centeredScaling?: boolean;
}

/** A text's handles that change its box width instead of its font size. */
export const textSideAnchors: readonly Anchor[] = ['middle-left', 'middle-right'];

export function isTextSideAnchor(anchor: string | null): boolean {
  return textSideAnchors.some((side) => side === anchor);
}

const corners: Anchor[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
const all: Anchor[] = [...corners, 'top-center', 'middle-right', 'middle-left', 'bottom-center'];

/**
 * The handles the selection gets (spec §5): images and frames keep their ratio, clip-art keeps
 * it unless keepRatio is off, a separator only stretches from its right-middle handle, a text
 * scales its font size from the bottom-right and sets its box width from the sides. Locked clip-art gets no handles at all; several
 * elements at once scale together from the corners, keeping their ratio.
 */
export function getTransformerConfig(selected: readonly LayoutElement[]): TransformerConfig | null {
  const movable = selected.filter((element) => !isLocked(element));
  if (movable.length === 0) return null;
  const [only] = movable;
  if (movable.length > 1 || only === undefined) return { enabledAnchors: corners, keepRatio: true, rotateEnabled: true };
  switch (only.type) {
    case 'text':
      // The side handles set the box width (the text wraps or shrinks in it); the corner scales the font.
      return { enabledAnchors: [...textSideAnchors, 'bottom-right'], keepRatio: true, rotateEnabled: true, centeredScaling: only.textAlign === 'center' };
    case 'line':
      return { enabledAnchors: ['middle-right'], keepRatio: false, rotateEnabled: true };
    case 'clipart':
      return only.keepRatio ? { enabledAnchors: corners, keepRatio: true, rotateEnabled: true } : { enabledAnchors: all, keepRatio: false, rotateEnabled: true };
    case 'image':
    case 'placeholder':
    case 'qrcode':
      return { enabledAnchors: corners, keepRatio: true, rotateEnabled: true };
    default:
      return null;
  }
}
