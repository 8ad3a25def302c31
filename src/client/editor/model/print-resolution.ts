import type { ImageElement } from '../../../shared/layout/image-element.js';
import type { LayoutDocument } from '../../../shared/layout/layout-document.js';

/**
 * How far an image may be enlarged past its own pixels before we warn: 10 %, i.e. about 273
 * dpi on a 300 dpi template. Photo prints hide that little; a 2× enlargement (150 dpi) shows.
 */
export const lowResolutionTolerance = 1.1;

export interface PrintResolution {
  /** The dots per inch the image prints at, at its current size. */
  dpi: number;
  isLow: boolean;
  /** The widest the image can be (template px) and still print at the template's dpi. */
  maxSharpWidth: number;
}

/**
 * Template pixels are print pixels at the template's dpi, so an image drawn wider than its own
 * pixel width is stretched: it prints at dpi × pixels / width. Both sides are compared (the
 * height follows the width, but a document may carry a rounded one) and the worse one counts.
 * Images have no crop or scale fields: the whole picture fills the element's box.
 */
export function assessPrintResolution(image: Pick<ImageElement, 'width' | 'height' | 'originalWidth' | 'originalHeight'>, templateDpi: number): PrintResolution {
  // How many times the picture is enlarged: above 1 each of its pixels covers more than one print pixel.
  const stretch = Math.max(image.width / image.originalWidth, image.height / image.originalHeight);
  return {
    dpi: templateDpi / stretch,
    isLow: stretch > lowResolutionTolerance,
    maxSharpWidth: Math.min(image.originalWidth, (image.originalHeight * image.width) / image.height),
  };
}

/** The images of a layout that would print blurred, with their resolution. */
export function findLowResolutionImages(document: LayoutDocument): { image: ImageElement; resolution: PrintResolution }[] {
  return document.elements.flatMap((element) => {
    if (element.type !== 'image') return [];
    const resolution = assessPrintResolution(element, document.template.dpi);
    return resolution.isLow ? [{ image: element, resolution }] : [];
  });
}
