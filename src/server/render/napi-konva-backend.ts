import { createCanvas, DOMMatrix, Image, Path2D } from '@napi-rs/canvas';
import Konva from 'konva';
import { clipImageShadows } from './clip-image-shadows.js';

/**
 * Konva in Node draws on @napi-rs/canvas (Skia, prebuilt, no download): what konva/skia-backend
 * does for skia-canvas, for this package. Imported for its effect before any node is made.
 */
const globals = globalThis as Record<string, unknown>;
globals['DOMMatrix'] ??= DOMMatrix;
globals['Path2D'] ??= Path2D;
Konva.Util.createCanvasElement = () => {
  const canvas = createCanvas(300, 300) as unknown as { style?: Record<string, string> };
  // Konva sets canvas.style fields (padding, border...) as on a DOM element.
  canvas.style ??= {};
  return canvas as unknown as ReturnType<typeof Konva.Util.createCanvasElement>;
};
Konva.Util.createImageElement = () => new Image() as unknown as ReturnType<typeof Konva.Util.createImageElement>;
clipImageShadows();

export { Konva };
