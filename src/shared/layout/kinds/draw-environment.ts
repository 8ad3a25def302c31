import type Konva from 'konva';
import type { ClipartElement } from '../clipart-element.js';
import type { ImageElement } from '../image-element.js';
import type { LayoutElement } from '../layout-element.js';

/** A decoded picture Konva can draw: an <img> or bitmap in the browser, a canvas Image on the server. */
export type DrawableImage = NonNullable<Konva.ImageConfig['image']>;

/** The kinds drawn from a decoded picture: the elements `DrawEnvironment.image` is asked about. */
export type PictureElement = ImageElement | ClipartElement;

/** Whether the element is drawn from a decoded picture (the renderer decodes its file first). */
export function isPictureElement(element: LayoutElement): element is PictureElement {
  // The one list of picture kinds, beside the signature that takes them.
  return element.type === 'image' || element.type === 'clipart';
}

/** What drawing an element needs from where it is drawn. */
export interface DrawEnvironment {
  /**
   * The decoded picture of an image or clip-art (by its src; an SVG decoded at the element's
   * size); null when it could not be loaded (a grey frame is drawn).
   */
  image: (element: PictureElement) => DrawableImage | null;
}
