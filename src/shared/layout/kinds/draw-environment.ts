import type Konva from 'konva';
import type { ClipartElement } from '../clipart-element.js';
import type { ImageElement } from '../image-element.js';

/** A decoded picture Konva can draw: an <img> or bitmap in the browser, a canvas Image on the server. */
export type DrawableImage = NonNullable<Konva.ImageConfig['image']>;

/** What drawing an element needs from where it is drawn. */
export interface DrawEnvironment {
  /**
   * The decoded picture of an image or clip-art (by its src; an SVG decoded at the element's
   * size); null when it could not be loaded (a grey frame is drawn).
   */
  image: (element: ImageElement | ClipartElement) => DrawableImage | null;
}
