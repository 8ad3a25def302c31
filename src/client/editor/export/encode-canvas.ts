import { exportDpi, jpegQuality, mimeTypeOf, type ExportFormat } from './export-format.js';
import { tagDpi } from './tag-dpi.js';

/** The canvas as a PNG, or a JPG at quality 0.92, untagged. */
export function encodeCanvas(canvas: HTMLCanvasElement, format: ExportFormat, quality = jpegQuality): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('the canvas produced no image')) : resolve(blob)),
      mimeTypeOf(format),
      format === 'jpg' ? quality : undefined,
    );
  });
}

/** A print PNG: encoded, then tagged 300 dpi (pHYs). */
export async function encodePrintPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return tagDpi(await encodeCanvas(canvas, 'png'), 'png', exportDpi);
}
