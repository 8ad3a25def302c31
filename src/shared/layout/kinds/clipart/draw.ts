import type Konva from 'konva';
import type { ClipartElement } from '../../clipart-element.js';
import type { DrawEnvironment } from '../draw-environment.js';
import { drawPicture } from '../image/picture-attrs.js';

/** Clip-art draws like an uploaded image; its SVG is decoded at the size it is drawn by the environment. */
export function drawClipart(element: ClipartElement, env: DrawEnvironment): Konva.Shape {
  return drawPicture(element, env);
}
