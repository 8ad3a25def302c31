import Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas';
import { buildSlotNodes, type SlotRendering } from '../booth/slot-nodes.js';
import { previewPhotoNodeName, templateNodeName } from '../canvas/layer-names.js';
import { buildTestPrintMark } from './test-print-mark.js';
import { buildWatermark, watermarkFont, type Watermark } from '../../../shared/render/watermark.js';

export type { Watermark };

export interface RenderOptions {
  /** Output pixels per template pixel: 1 is the template's native resolution. */
  pixelRatio: number;
  /** Painted under everything (JPG has no transparency); null leaves the background transparent. */
  background: string | null;
  watermark: Watermark;
  /** The tiled text, e.g. 'Cornice - Versione Demo'. */
  demoText: string;
  draftText: string;
  /**
   * The template picture already decoded at full size: drawing the editor's <img> at its native
   * size would make the browser decode it again, which costs as much as encoding the file.
   */
  templateBitmap?: ImageBitmap | null;
  /** Booth exports and print files: photo frames drawn as holes, left empty or painted white instead of with their sample photo. */
  slots?: SlotRendering;
  /**
   * 'Stampa di prova': the preview photos in the frames are kept and this text marks
   * the file as a test. Every other export leaves the preview photos out.
   */
  testPrintMark?: string;
}

/**
 * Draws the layout at the template's own size, from copies of the nodes of
 * the given printable layers (the template's and the elements'), so what only the editor shows
 * (handles, guides, print margin, all in other layers) is never copied. A text hidden for inline
 * editing is shown again. Returns a canvas of template size × pixelRatio: `target` (transparent,
 * of that size, see takeExportCanvas) when given, else a new one.
 */
export function renderLayout(printable: readonly Konva.Layer[], size: { width: number; height: number }, options: RenderOptions, target?: SceneCanvas): HTMLCanvasElement {
  // A detached group drawn straight into the output canvas: no stage or layer canvases to
  // allocate and clear at full size, and no hit graph.
  const group = new Konva.Group({ listening: false });
  try {
    if (options.background !== null) group.add(new Konva.Rect({ width: size.width, height: size.height, fill: options.background }));
    const { slots: slotRendering } = options;
    const slots = new Map((slotRendering?.placeholders ?? []).map((element) => [element.id, element]));
    for (const child of printable.flatMap((source) => source.getChildren())) {
      if (child instanceof Konva.Transformer) continue;
      const slot = slots.get(child.id());
      if (slot !== undefined && slotRendering !== undefined) {
        // In drawing order, so a hole erases only what is under the frame, and what the user put
        // over the frame (a caption, clip-art) stays over the photo.
        for (const node of buildSlotNodes(slot, slotRendering.treatment)) group.add(node);
        continue;
      }
      // Visible whatever the layer: the editor hides the template's layer (an <img> shows it).
      const copy = child.clone({ visible: true, draggable: false, listening: false });
      if (copy instanceof Konva.Image && copy.name() === templateNodeName && options.templateBitmap) copy.image(options.templateBitmap);
      if (options.testPrintMark === undefined && copy instanceof Konva.Container) for (const photo of copy.find(`.${previewPhotoNodeName}`)) photo.destroy();
      group.add(copy);
    }
    if (options.watermark !== 'none') group.add(buildWatermark(size, options.watermark, options));
    if (options.testPrintMark !== undefined) group.add(buildTestPrintMark(size, options.testPrintMark, watermarkFont));
    // What group.toCanvas does at x 0, y 0, but into the given canvas when there is one.
    const canvas = target ?? new SceneCanvas({ width: size.width, height: size.height, pixelRatio: options.pixelRatio });
    const context = canvas.getContext();
    context.save();
    group.drawScene(canvas);
    context.restore();
    canvas._releaseIsolationCanvas();
    return canvas._canvas;
  } finally {
    group.destroy();
  }
}
