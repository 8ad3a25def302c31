import Konva from 'konva';
import type { PlaceholderElement } from '../../../../shared/layout/placeholder-element.js';
import { buildCommonAttrs } from '../../../../shared/layout/kinds/element-attrs.js';

/**
 * A photo window as the client sees it: light grey with a camera and 'Foto', never the sample
 * landscape (sky, sun, hills) the editor draws, which a client would take for the photo itself.
 * The window keeps the placeholder's place, size, rotation and border.
 */
export function drawPhotoWindow(element: PlaceholderElement, label: string): Konva.Group {
  const { width, height } = element;
  const group = new Konva.Group({ ...buildCommonAttrs(element), listening: false });
  group.add(new Konva.Rect({ width, height, fill: '#e5e7eb', listening: false }));
  const side = Math.min(width, height) * 0.28;
  const cx = width / 2;
  const cy = height / 2 - side * 0.2;
  // A camera: body, viewfinder bump and lens, in the same grey family as the window.
  group.add(new Konva.Rect({ x: cx - side / 2, y: cy - side * 0.33, width: side, height: side * 0.66, cornerRadius: side * 0.1, fill: '#9ca3af', listening: false }));
  group.add(new Konva.Rect({ x: cx - side * 0.18, y: cy - side * 0.45, width: side * 0.36, height: side * 0.16, cornerRadius: side * 0.04, fill: '#9ca3af', listening: false }));
  group.add(new Konva.Circle({ x: cx, y: cy, radius: side * 0.2, fill: '#e5e7eb', stroke: '#6b7280', strokeWidth: side * 0.05, listening: false }));
  const fontSize = Math.max(12, side * 0.45);
  group.add(new Konva.Text({ x: 0, y: cy + side * 0.45, width, align: 'center', text: label, fontSize, fontFamily: 'Roboto', fill: '#4b5563', listening: false }));
  if (element.borderEnabled) {
    const border = element.borderWidth;
    group.add(new Konva.Rect({ x: border / 2, y: border / 2, width: width - border, height: height - border, stroke: element.borderColor, strokeWidth: border, listening: false }));
  }
  return group;
}
