import Konva from 'konva';
import type { PlaceholderElement } from '../layout/placeholder-element.js';
import { assertNever } from '../util/assert-never.js';
import type { PhotoWindows } from './photo-windows.js';

/**
 * How an export draws the photo frames instead of their sample photo: `holes` erases
 * everything drawn under the frame down to alpha 0 (the booth overlay, a PNG with transparent
 * windows), `empty` leaves what is behind it (the booth background), `white` paints the frame
 * white (empty windows in a print file). Each way the frame's border, when it has one, is drawn again on top,
 * where the editor draws it: a band of its width along the inside of the frame's edge.
 */
export type SlotTreatment = 'holes' | 'empty' | 'white';

export interface SlotRendering {
  treatment: SlotTreatment;
  placeholders: readonly PlaceholderElement[];
}

export function buildSlotNodes(element: PlaceholderElement, treatment: SlotTreatment): (Konva.Shape | Konva.Group)[] {
  const nodes: (Konva.Shape | Konva.Group)[] = [];
  switch (treatment) {
    case 'holes':
      // destination-out keeps the canvas's colour and takes away the shape's alpha: with an
      // opaque fill that is alpha 0, whatever the frame's own opacity.
      nodes.push(new Konva.Rect({ x: element.x, y: element.y, rotation: element.rotation, width: element.width, height: element.height, fill: '#000000', globalCompositeOperation: 'destination-out', listening: false }));
      break;
    case 'empty':
      break;
    case 'white':
      nodes.push(new Konva.Rect({ x: element.x, y: element.y, rotation: element.rotation, width: element.width, height: element.height, fill: '#ffffff', listening: false }));
      break;
    default:
      return assertNever(treatment);
  }
  if (element.borderEnabled && element.borderWidth > 0) nodes.push(buildBorder(element));
  return nodes;
}

function buildBorder(element: PlaceholderElement): Konva.Group {
  const border = element.borderWidth;
  const group = new Konva.Group({ x: element.x, y: element.y, rotation: element.rotation, opacity: element.opacity, listening: false });
  group.add(new Konva.Rect({ x: border / 2, y: border / 2, width: element.width - border, height: element.height - border, stroke: element.borderColor, strokeWidth: border, listening: false }));
  return group;
}

/** The frames' treatment a print file's choice asks for; null keeps the sample landscape. */
export function slotTreatmentOf(photoWindows: PhotoWindows): SlotTreatment | null {
  switch (photoWindows) {
    case 'transparent':
      return 'holes';
    case 'white':
      return 'white';
    case 'template':
      return null;
    default:
      return assertNever(photoWindows);
  }
}
