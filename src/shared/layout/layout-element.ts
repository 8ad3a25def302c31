import { z } from 'zod';
import { assertNever } from '../util/assert-never.js';
import { ClipartElement } from './clipart-element.js';
import { ImageElement } from './image-element.js';
import { LineElement } from './line-element.js';
import { PlaceholderElement } from './placeholder-element.js';
import { TextElement } from './text-element.js';

/**
 * Any element of a layout, keyed on `type`. Named LayoutElement, not Element, so that a file
 * which forgets the import fails to compile instead of silently getting the DOM's Element.
 */
export const LayoutElement = z.discriminatedUnion('type', [TextElement, ImageElement, ClipartElement, PlaceholderElement, LineElement]);
export type LayoutElement = z.infer<typeof LayoutElement>;

export type ElementType = LayoutElement['type'];
export const elementTypes: readonly ElementType[] = ['text', 'image', 'clipart', 'placeholder', 'line'];

/** The element of one type, for generic helpers: ElementOfType<'text'> is TextElement. */
export type ElementOfType<T extends ElementType> = Extract<LayoutElement, { type: T }>;

type ElementSchema = typeof TextElement | typeof ImageElement | typeof ClipartElement | typeof PlaceholderElement | typeof LineElement;

/** The schema of one element type: field-by-field validation of an editor patch needs it. */
export function getElementSchema(type: ElementType): ElementSchema {
  switch (type) {
    case 'text':
      return TextElement;
    case 'image':
      return ImageElement;
    case 'clipart':
      return ClipartElement;
    case 'placeholder':
      return PlaceholderElement;
    case 'line':
      return LineElement;
    default:
      return assertNever(type);
  }
}
