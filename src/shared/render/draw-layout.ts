import Konva from 'konva';
import type { LayoutDocument } from '../layout/layout-document.js';
import type { DrawableImage, DrawEnvironment } from '../layout/kinds/draw-environment.js';
import { drawElement } from '../layout/kinds/element-kinds.js';
import { buildSlotNodes, type SlotTreatment } from './slot-nodes.js';
import { buildWatermark, type Watermark, type WatermarkTexts } from './watermark.js';

export interface DrawLayoutOptions extends WatermarkTexts {
  /** The template picture, decoded; null draws the page without it. */
  template: DrawableImage | null;
  /** Painted under everything (JPG has no transparency); null leaves the background transparent. */
  background: string | null;
  watermark: Watermark;
  /** The photo frames cut out or painted white instead of their sample landscape; absent keeps it. */
  slotTreatment?: SlotTreatment | null;
}

/**
 * A layout document as one detached Konva group at template size, straight from the document:
 * background, template, every element that is not hidden (in drawing order; photo frames as
 * the slot treatment asks), then the watermark. What only the editor shows (handles, guides, preview photos) is never part of it.
 */
export function drawLayout(document: LayoutDocument, env: DrawEnvironment, options: DrawLayoutOptions): Konva.Group {
  const { width, height } = document.template;
  const group = new Konva.Group({ listening: false });
  if (options.background !== null) group.add(new Konva.Rect({ width, height, fill: options.background, listening: false }));
  if (options.template !== null) group.add(new Konva.Image({ image: options.template, width, height, listening: false }));
  const treatment = options.slotTreatment ?? null;
  for (const element of document.elements) {
    if (element.hidden === true) continue;
    // In drawing order, so a hole erases only what is under the frame, and what lies over the frame stays.
    if (element.type === 'placeholder' && treatment !== null) for (const node of buildSlotNodes(element, treatment)) group.add(node);
    else group.add(drawElement(element, env) as Konva.Shape | Konva.Group);
  }
  if (options.watermark !== 'none') group.add(buildWatermark({ width, height }, options.watermark, options));
  return group;
}
