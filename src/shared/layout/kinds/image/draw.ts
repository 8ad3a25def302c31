import type Konva from 'konva';
import type { ImageElement } from '../../image-element.js';
import type { DrawEnvironment } from '../draw-environment.js';
import { drawPicture } from './picture-attrs.js';

export function drawImage(element: ImageElement, env: DrawEnvironment): Konva.Shape {
  return drawPicture(element, env);
}
