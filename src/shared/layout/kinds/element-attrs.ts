import type { LayoutElement } from '../layout-element.js';

/** The place, opacity and shadow every kind's node takes from its element. */
export interface CommonAttrs {
  id: string;
  x: number;
  y: number;
  rotation: number;
  opacity: number;
  shadowEnabled: boolean;
  shadowColor: string;
  shadowBlur: number;
  shadowOffsetX: number;
  shadowOffsetY: number;
}

export function buildCommonAttrs(element: LayoutElement): CommonAttrs {
  return {
    id: element.id,
    x: element.x,
    y: element.y,
    rotation: element.rotation,
    opacity: element.opacity,
    shadowEnabled: element.shadowEnabled,
    shadowColor: element.shadowColor,
    shadowBlur: element.shadowBlur,
    shadowOffsetX: element.shadowOffsetX,
    shadowOffsetY: element.shadowOffsetY,
  };
}
