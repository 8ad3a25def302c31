import { clamp } from '../../clamp.js';
import { layoutRanges } from '../../layout-ranges.js';
import type { TextElement } from '../../text-element.js';
import { boxSideRange, type ElementModel } from '../element-model.js';
import { textSideAnchors } from '../transformer-config.js';

export const textModel: ElementModel<TextElement> = {
  size: (element, measureText) => measureText(element),
  isLocked: (element) => element.locked === true,
  scaledSize(element, _scaleX, scaleY) {
    // The bottom-right handle's vertical travel scales the font size within its range.
    const fontSize = clamp(element.fontSize * scaleY, layoutRanges.fontSize.min, layoutRanges.fontSize.max);
    // What is measured in px beside the font grows with it, so the text keeps its look.
    const k = fontSize / element.fontSize;
    return {
      fontSize,
      ...(element.width === undefined ? {} : { width: element.width * k }),
      ...(element.letterSpacing === undefined ? {} : { letterSpacing: element.letterSpacing * k }),
      ...(element.strokeWidth === undefined ? {} : { strokeWidth: element.strokeWidth * k }),
      ...(element.fitHeight === undefined ? {} : { fitHeight: element.fitHeight * k }),
    };
  },
  // As the corner handle scales it: the font size within its range, and the lengths beside it with it.
  pageScaled: (element, k) => ({ ...element, ...textModel.scaledSize(element, k, k) }),
  // Only the optional wrap width is a side of a text (its height follows from its lines).
  sideRange: (side) => boxSideRange(side),
  // No wrap, no fit height, no spacing, no outline.
  clearableFields: new Set(['width', 'fitHeight', 'letterSpacing', 'strokeWidth']),
  lockedRatio: () => null,
  // The side handles set the box width (the text wraps or shrinks in it); the corner scales the font.
  handles: (element) => ({ enabledAnchors: [...textSideAnchors, 'bottom-right'], keepRatio: true, rotateEnabled: true, centeredScaling: element.textAlign === 'center' }),
  pastedCopy: (element) => element,
  // A new line is placed by the texts (under or above them), never over one of them by this rule.
  blocksNewLine: false,
  shownName: (element) => {
    const words = element.content.replace(/\s+/g, ' ').trim();
    return words === '' ? null : words;
  },
  lockedField: (locked) => (locked ? true : undefined),
  fontFamilies: (element) => [element.fontFamily],
  sources: () => [],
};
