import Konva from 'konva';
import type { PlaceholderElement } from '../../placeholder-element.js';
import { buildCommonAttrs } from '../element-attrs.js';

/** The parts of a sample photo frame, bottom first: a soft landscape (sky, sun, hills) inside the optional border. */
export function buildPlaceholderParts(element: PlaceholderElement) {
  const { width, height } = element;
  const border = element.borderEnabled ? element.borderWidth : 0;
  return {
    sky: {
      width,
      height,
      fillLinearGradientStartPoint: { x: 0, y: 0 },
      fillLinearGradientEndPoint: { x: 0, y: height },
      fillLinearGradientColorStops: [0, '#bcd6ea', 0.6, '#e3eef6', 1, '#d8e6c8'],
    },
    sun: { x: width * 0.75, y: height * 0.3, radius: Math.min(width, height) * 0.1, fill: '#f6d77c', listening: false },
    hills: { points: [0, height, width * 0.35, height * 0.5, width * 0.6, height * 0.8, width * 0.8, height * 0.6, width, height], closed: true, fill: '#9fbf8a', listening: false },
    /** Drawn over the sample (and over a preview photo); null without a border. */
    border: border > 0 ? { x: border / 2, y: border / 2, width: width - border, height: height - border, stroke: element.borderColor, strokeWidth: border, listening: false } : null,
  };
}

export function drawPlaceholder(element: PlaceholderElement): Konva.Group {
  const parts = buildPlaceholderParts(element);
  const group = new Konva.Group({ ...buildCommonAttrs(element), listening: false });
  group.add(new Konva.Rect(parts.sky), new Konva.Circle(parts.sun), new Konva.Line(parts.hills));
  if (parts.border !== null) group.add(new Konva.Rect(parts.border));
  return group;
}
