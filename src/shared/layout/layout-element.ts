import { z } from 'zod';
import { ClipartElement } from './clipart-element.js';
import { EllipseElement } from './ellipse-element.js';
import { ImageElement } from './image-element.js';
import { LineElement } from './line-element.js';
import { PlaceholderElement } from './placeholder-element.js';
import { QrCodeElement } from './qrcode-element.js';
import { TextElement } from './text-element.js';

/**
 * Any element of a layout, keyed on `type`. Named LayoutElement, not Element, so that a file
 * which forgets the import fails to compile instead of silently getting the DOM's Element.
 * The union only grows: a new type (the QR code, the ellipse) leaves every older document valid
 * as it is, so it needs no schemaVersion of its own (see migrate.ts).
 */
export const LayoutElement = z.discriminatedUnion('type', [TextElement, ImageElement, ClipartElement, PlaceholderElement, LineElement, QrCodeElement, EllipseElement]);
export type LayoutElement = z.infer<typeof LayoutElement>;

export type ElementType = LayoutElement['type'];
export const elementTypes: readonly ElementType[] = ['text', 'image', 'clipart', 'placeholder', 'line', 'qrcode', 'ellipse'];

/** The element of one type, for generic helpers: ElementOfType<'text'> is TextElement. */
export type ElementOfType<T extends ElementType> = Extract<LayoutElement, { type: T }>;

type ElementSchema = typeof TextElement | typeof ImageElement | typeof ClipartElement | typeof PlaceholderElement | typeof LineElement | typeof QrCodeElement | typeof EllipseElement;

/** The schema of one element type: field-by-field validation of an editor patch needs it. */
const elementSchemas: { readonly [K in ElementType]: ElementSchema } = {
  text: TextElement,
  image: ImageElement,
  clipart: ClipartElement,
  placeholder: PlaceholderElement,
  line: LineElement,
  qrcode: QrCodeElement,
  ellipse: EllipseElement,
};

export function getElementSchema(type: ElementType): ElementSchema {
  return elementSchemas[type];
}
