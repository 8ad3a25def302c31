import Konva from 'konva';
import type { ClipartElement } from '../../clipart-element.js';
import type { ImageElement } from '../../image-element.js';
import { buildCommonAttrs } from '../element-attrs.js';
import type { DrawEnvironment } from '../draw-environment.js';

/** What a picture that could not be loaded shows instead: a grey dashed frame of its size. */
export function buildMissingPictureAttrs(element: ImageElement | ClipartElement) {
  return { width: element.width, height: element.height, fill: '#e4e7eb', dash: [6, 6], stroke: '#9aa4b0', strokeWidth: 1 };
}

/** An uploaded image or a clip-art: the picture stretched to the element's box. */
export function drawPicture(element: ImageElement | ClipartElement, env: DrawEnvironment): Konva.Shape {
  const image = env.image(element);
  const common = { ...buildCommonAttrs(element), listening: false };
  if (image === null) return new Konva.Rect({ ...common, ...buildMissingPictureAttrs(element) });
  return new Konva.Image({ ...common, image, width: element.width, height: element.height });
}
