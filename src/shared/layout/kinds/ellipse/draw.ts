import Konva from 'konva';
import type { EllipseElement } from '../../ellipse-element.js';
import { buildCommonAttrs } from '../element-attrs.js';

export interface EllipseShapeAttrs {
  width: number;
  height: number;
  fill: string;
  stroke: string;
  strokeWidth: number;
  sceneFunc: (context: Konva.Context, shape: Konva.Shape) => void;
  selfRectFunc: () => { x: number; y: number; width: number; height: number };
}

/**
 * The ellipse inscribed in the element's box, its outline drawn inside the box (the path is
 * inset by half the outline), so the box is the ellipse's whole extent for the handles, the
 * snapping and the exports alike. A shape, not Konva.Ellipse: that one is centred on its
 * position, and every element's position is its box's top-left corner.
 */
export function buildEllipseAttrs(element: EllipseElement): EllipseShapeAttrs {
  const { width, height, strokeWidth } = element;
  const inset = Math.min(strokeWidth, width, height) / 2;
  const radiusX = width / 2 - inset;
  const radiusY = height / 2 - inset;
  return {
    width,
    height,
    fill: element.fillColor,
    stroke: element.strokeColor,
    strokeWidth,
    sceneFunc: (context, shape) => {
      context.beginPath();
      context.ellipse(width / 2, height / 2, radiusX, radiusY, 0, 0, Math.PI * 2);
      context.closePath();
      context.fillStrokeShape(shape);
    },
    // Its box is its whole extent. Said to Konva, a half-transparent or shadowed ellipse with an
    // outline is composed in a buffer of that size; without it, of the whole page, for every one:
    // thousands of small ellipses cost a minute of drawing.
    selfRectFunc: () => ({ x: 0, y: 0, width, height }),
  };
}

export function drawEllipse(element: EllipseElement): Konva.Shape {
  return new Konva.Shape({ ...buildCommonAttrs(element), ...buildEllipseAttrs(element), listening: false });
}
